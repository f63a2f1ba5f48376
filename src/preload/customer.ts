/**
 * The customer display window's preload, and only that window's: `window.customerDisplay` (its view, its
 * answer), nothing of the contract. The counter's window keeps ./index.ts.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { customerDisplayBridge } from '../shared/customer-display-bridge';

contextBridge.exposeInMainWorld('customerDisplay', customerDisplayBridge(ipcRenderer));

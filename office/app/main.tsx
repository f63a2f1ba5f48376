import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OfficeApp } from './office-app';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <OfficeApp />
  </StrictMode>,
);

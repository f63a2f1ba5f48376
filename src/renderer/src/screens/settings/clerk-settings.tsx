/**
 * The clerks of the till: who they are, their role and whether they can sign in; a clerk added, a PIN reset,
 * a clerk deactivated or brought back (never deleted: their sales keep their name); and when the till locks
 * itself and who may reprint a PIN voucher. Adding a clerk or a PIN takes the whole section: the keypad
 * needs the room.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Clerk } from '@shared/contract';
import { setTillData, tillKey } from '../../data/till-query';
import { ClerkForm } from './clerk-form';
import { ClerkList } from './clerk-list';
import { LockSettings } from './lock-settings';
import '../../ui/settings-form.css';
import './clerk-settings.css';

/** The list, or the form for a new clerk (null) or for one clerk's new PIN. */
type Editing = { clerk: Clerk | null } | null;

export function ClerkSettings() {
  const [editing, setEditing] = useState<Editing>(null);
  const [news, setNews] = useState('');
  const written = useClerkWritten();

  if (editing) {
    return (
      <ClerkForm
        clerk={editing.clerk}
        onDone={(clerk, said) => {
          written(clerk);
          setNews(said);
          setEditing(null);
        }}
        onCancel={() => setEditing(null)}
      />
    );
  }
  return (
    <div className="settings-columns clerk-settings">
      <ClerkList
        news={news}
        onAdd={() => {
          setNews('');
          setEditing({ clerk: null });
        }}
        onResetPin={(clerk) => {
          setNews('');
          setEditing({ clerk });
        }}
        onChanged={(clerk, said) => {
          written(clerk);
          setNews(said);
        }}
      />
      <LockSettings />
    </div>
  );
}

/** A clerk as the core answered it, put in the list at once: in its place, or at the end when new. */
function useClerkWritten(): (clerk: Clerk) => void {
  const client = useQueryClient();
  return (clerk) => {
    const list = client.getQueryData<Clerk[]>(tillKey('clerks.list'));
    if (!list) return;
    const known = list.some((each) => each.id === clerk.id);
    setTillData(client, 'clerks.list', undefined, known ? list.map((each) => (each.id === clerk.id ? clerk : each)) : [...list, clerk]);
  };
}

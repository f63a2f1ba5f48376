/**
 * Shifts of the till's one cash drawer: opened with a float, closed once with the cash counted. The database
 * allows one open shift at a time (a partial unique index), so two taps of "Open shift" cannot open two.
 */
import type { Shift } from '../../shared/contract';
import { TillError } from '../../shared/errors';
import type { Db } from './open';

interface ShiftRow {
  id: number;
  business_day: string;
  clerk_id: string;
  clerk_name: string;
  opened_at: string;
  float_micros: number;
  float_currency: string;
  closed_at: string | null;
  closed_by: string | null;
  counted_json: string | null;
  report_json: string | null;
}

const toShift = (row: ShiftRow): Shift => ({
  id: row.id,
  businessDay: row.business_day,
  clerkId: row.clerk_id,
  clerkName: row.clerk_name,
  openedAt: row.opened_at,
  float: { micros: row.float_micros, currency: row.float_currency },
  closedAt: row.closed_at,
  closedBy: row.closed_by,
});

export interface NewShift {
  businessDay: string;
  clerkId: string;
  clerkName: string;
  openedAt: string;
  float: { micros: number; currency: string };
}

export function createShiftsRepo(db: Db) {
  const insert = db.prepare(`INSERT INTO shifts (business_day, clerk_id, clerk_name, opened_at, float_micros, float_currency)
    VALUES (@businessDay, @clerkId, @clerkName, @openedAt, @micros, @currency)`);
  const selectOpen = db.prepare<[], ShiftRow>('SELECT * FROM shifts WHERE closed_at IS NULL');
  const selectOne = db.prepare<[number], ShiftRow>('SELECT * FROM shifts WHERE id = ?');
  const selectDay = db.prepare<[string], ShiftRow>('SELECT * FROM shifts WHERE business_day = ? ORDER BY id');
  const selectLastCurrency = db.prepare<[], { float_currency: string }>('SELECT float_currency FROM shifts ORDER BY id DESC LIMIT 1');
  const close = db.prepare(`UPDATE shifts SET closed_at = @closedAt, closed_by = @closedBy, counted_json = @counted, report_json = @report
    WHERE id = @id AND closed_at IS NULL`);

  return {
    open(shift: NewShift): Shift {
      const opened = db.transaction(() => {
        if (selectOpen.get()) throw new TillError('ILLEGAL_STATE', 'A shift is already open. Close it before opening another.');
        const { lastInsertRowid } = insert.run({ ...shift, micros: shift.float.micros, currency: shift.float.currency });
        return selectOne.get(Number(lastInsertRowid))!;
      })();
      return toShift(opened);
    },
    current: (): Shift | null => {
      const row = selectOpen.get();
      return row ? toShift(row) : null;
    },
    get(id: number): Shift {
      const row = selectOne.get(id);
      if (!row) throw new TillError('NOT_FOUND', `No shift ${id}.`);
      return toShift(row);
    },
    find: (id: number): Shift | null => {
      const row = selectOne.get(id);
      return row ? toShift(row) : null;
    },
    /** The counted cash and the report written at the close; null while it is open. */
    closing(id: number): { counted: Array<{ currency: string; micros: number }>; report: string } | null {
      const row = selectOne.get(id);
      return row?.counted_json && row.report_json ? { counted: JSON.parse(row.counted_json) as Array<{ currency: string; micros: number }>, report: row.report_json } : null;
    },
    lastFloatCurrency: (): string | null => selectLastCurrency.get()?.float_currency ?? null,
    ofDay: (day: string): Shift[] => selectDay.all(day).map(toShift),
    /** Compare-and-set: a second close of the same shift (a double tap) changes nothing and says so. */
    close(id: number, closedAt: string, closedBy: string, counted: Array<{ currency: string; micros: number }>, report: string): void {
      const result = close.run({ id, closedAt, closedBy, counted: JSON.stringify(counted), report });
      if (result.changes !== 1) throw new TillError('ILLEGAL_STATE', 'This shift is already closed.');
    },
  };
}

export type ShiftsRepo = ReturnType<typeof createShiftsRepo>;

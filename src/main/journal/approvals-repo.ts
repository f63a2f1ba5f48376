/** The journal's record of every manager-only action: who allowed what, when, for which sale or day. Append-only. */
import type { Approval, ApprovalAction } from '../../shared/contract';
import type { Db } from './open';

interface ApprovalRow {
  id: number;
  at: string;
  action: ApprovalAction;
  subject: string | null;
  clerk_id: string | null;
  manager_id: string;
  manager_name: string;
}

export interface NewApproval {
  at: string;
  businessDay: string;
  action: ApprovalAction;
  subject: string | null;
  clerkId: string | null;
  managerId: string;
  managerName: string;
}

export function createApprovalsRepo(db: Db) {
  const insert = db.prepare(`INSERT INTO approvals (at, business_day, action, subject, clerk_id, manager_id, manager_name)
    VALUES (@at, @businessDay, @action, @subject, @clerkId, @managerId, @managerName)`);
  const selectDay = db.prepare<[string], ApprovalRow>('SELECT * FROM approvals WHERE business_day = ? ORDER BY id DESC');
  return {
    record: (approval: NewApproval): void => void insert.run(approval),
    ofDay: (day: string): Approval[] =>
      selectDay.all(day).map((row) => ({
        id: row.id,
        at: row.at,
        action: row.action,
        subject: row.subject,
        clerkId: row.clerk_id,
        managerId: row.manager_id,
        managerName: row.manager_name,
      })),
  };
}

export type ApprovalsRepo = ReturnType<typeof createApprovalsRepo>;

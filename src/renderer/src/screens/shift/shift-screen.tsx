/**
 * The Shift screen: the open shift with its running report and its close (counting the cash); once closed,
 * its report until "Done"; with no shift open, opening one, and today's earlier shifts. An open shift always
 * comes first: the report on show is for when the drawer has none.
 */
import { useEffect } from 'react';
import { useSession } from '../../data/use-session';
import { ClosedShift } from './closed-shift';
import { EarlierShifts } from './earlier-shifts';
import { OpenShiftPanel } from './open-shift-panel';
import { RunningShift } from './running-shift';
import { useShownReport } from '../../data/shown-report';
import './shift.css';

export function ShiftScreen() {
  const session = useSession().data;
  const [shown, show] = useShownReport();
  const openShift = session?.shift?.id;
  // A newer shift is open: an older report on show has had its time.
  useEffect(() => {
    if (openShift !== undefined && shown && shown.shiftId !== openShift) show(null);
  }, [openShift, shown, show]);
  if (!session) return null;
  if (session.shift) return <RunningShift key={session.shift.id} shift={session.shift} onShow={show} />;
  if (shown) return <ClosedShift key={shown.shiftId} shiftId={shown.shiftId} onDone={() => show(null)} />;
  return <OpenShiftPanel below={<EarlierShifts onShow={(shiftId) => show({ shiftId, printOnce: false })} />} />;
}

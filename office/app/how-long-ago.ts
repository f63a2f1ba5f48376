/**
 * How long ago, in the largest whole unit an owner reads at a glance: minutes under an hour, hours under two days,
 * days after ("3 hours ago", not "180 minutes ago"). Whole units, rounded down: never sooner than it was.
 */
export function howLongAgo(minutes: number): { key: 'minutesAgo' | 'hoursAgo' | 'daysAgo'; count: number } {
  if (minutes < 60) return { key: 'minutesAgo', count: minutes };
  if (minutes < 48 * 60) return { key: 'hoursAgo', count: Math.floor(minutes / 60) };
  return { key: 'daysAgo', count: Math.floor(minutes / (24 * 60)) };
}

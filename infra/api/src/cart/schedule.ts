// Scheduled-delivery slots: two-hour windows in Riyadh time (UTC+3, no daylight saving), each
// orderable until an hour before it starts.
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const SLOT_START_HOURS = [9, 11, 13, 15, 17, 19];
const CUTOFF_BEFORE_MS = HOUR;

export interface Slot {
  start: string;
  end: string;
  cutoff: string;
}

export function scheduleSlots(now: Date, count = 8): Slot[] {
  const local = new Date(now.getTime() + RIYADH_OFFSET_MS);
  const midnightUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - RIYADH_OFFSET_MS;
  const slots: Slot[] = [];
  for (let day = 0; day < 3 && slots.length < count; day += 1) {
    for (const hour of SLOT_START_HOURS) {
      const start = midnightUtc + day * 24 * HOUR + hour * HOUR;
      const cutoff = start - CUTOFF_BEFORE_MS;
      if (cutoff <= now.getTime()) continue;
      slots.push({ start: new Date(start).toISOString(), end: new Date(start + 2 * HOUR).toISOString(), cutoff: new Date(cutoff).toISOString() });
      if (slots.length === count) break;
    }
  }
  return slots;
}

/** A schedule time is acceptable when it is the start of a slot still open for orders. */
export function isOpenSlot(time: string, now: Date): boolean {
  return scheduleSlots(now, 18).some((slot) => slot.start === new Date(time).toISOString());
}

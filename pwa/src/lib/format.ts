// Display formats of the product: money in Tk and dates like '1st Jan 2024' (spec §2, §3).
import { CURRENCY } from '@hostel/shared-schema';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 1 -> '1st', 2 -> '2nd', 3 -> '3rd', 11..13 -> 'th', 21 -> '21st' ... */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  switch (day % 10) {
    case 1:
      return `${day}st`;
    case 2:
      return `${day}nd`;
    case 3:
      return `${day}rd`;
    default:
      return `${day}th`;
  }
}

/** A timestamp (ms) or Date as '1st Jan 2024', in the viewer's local time; '' when invalid. */
export function formatDate(value: number | string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${ordinal(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** One formatter for every call: creating one costs far more than formatting (a list of meal
 * cards formats a price each, again at every render while a first sync fills the lists). Made
 * at the first call, not when the module loads: creating it took ~67 ms of a phone's start-up. */
let numberFormat: Intl.NumberFormat | undefined;

/** A number grouped in thousands, at most two decimals: 3000 -> '3,000', 12.5 -> '12.5'. */
export function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return numberFormat.format(value);
}

/** Money in taka: 3000 -> '3,000 Tk'. */
export function formatTk(value: number): string {
  return `${formatNumber(value)} ${CURRENCY}`;
}

/** A clock time like '9:05:07 AM' (Add Meal's Post Time). */
export function formatClock(value: number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  const hours = date.getHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${twelve}:${pad(date.getMinutes())}:${pad(date.getSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A count with its noun, singular for one: "1 plate", "3 plates". */
export function counted(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

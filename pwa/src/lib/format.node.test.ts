import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatNumber, formatTk, ordinal } from './format';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
  ])('%i -> %s', (day, expected) => expect(ordinal(day)).toBe(expected));
});

describe('formatDate', () => {
  it.each([
    [new Date(2024, 0, 1), '1st Jan 2024'],
    [new Date(2023, 11, 22, 23, 59), '22nd Dec 2023'],
    [new Date(2025, 5, 13), '13th Jun 2025'],
  ])('%s -> %s', (date, expected) => {
    expect(formatDate(date)).toBe(expected);
    expect(formatDate(date.getTime())).toBe(expected);
  });
  it('is empty for an invalid date', () => expect(formatDate('nope')).toBe(''));
});

describe('money', () => {
  it.each([
    [3000, '3,000 Tk'],
    [0, '0 Tk'],
    [12.5, '12.5 Tk'],
    [1, '1 Tk'],
  ])('%d -> %s', (value, expected) => expect(formatTk(value)).toBe(expected));
  it('groups thousands', () => expect(formatNumber(1234567)).toBe('1,234,567'));
});

describe('formatClock', () => {
  it.each([
    [new Date(2024, 0, 1, 0, 5, 7), '12:05:07 AM'],
    [new Date(2024, 0, 1, 9, 0, 0), '9:00:00 AM'],
    [new Date(2024, 0, 1, 12, 30, 0), '12:30:00 PM'],
    [new Date(2024, 0, 1, 23, 59, 59), '11:59:59 PM'],
  ])('%s -> %s', (date, expected) => expect(formatClock(date)).toBe(expected));
});

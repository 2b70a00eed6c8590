/** What a dollar input accepts: whole dollars or dollars and cents ("25", "12.50"), or nothing. */
export const MONEY_INPUT = /^(\d+(\.\d{1,2})?)?$/;

export const MONEY_INPUT_MESSAGE = 'Enter an amount such as 25 or 12.50';

/** "12.5" dollars → 1250 cents; empty → 0. */
export const centsOf = (dollars: string) => (dollars.trim() === '' ? 0 : Math.round(Number(dollars) * 100));

/** 1250 cents → "12.50", 2500 → "25", 0 → "" (an empty input). */
export const dollarsOf = (cents: number) => (cents === 0 ? '' : (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2));

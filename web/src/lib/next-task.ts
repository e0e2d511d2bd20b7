/**
 * Lets the browser paint and answer a tap before the next piece of work. The entries import React
 * DOM, Chakra, the theme's system and the page one step at a time with this between: evaluated in
 * one task they would hold a mid-range phone's main thread for well over 100 ms, and Lighthouse
 * counts every task's time past 50 ms as blocking.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Refuses passwords that are common or known from breaches, against a list shipped with the app (no
 * network). The pool's rules make people decorate a word ("Password123!", "Welcome!2026"), so besides
 * the password itself the check tries its stem: lower-cased, without the digits and symbols around
 * it, and with the usual letter-for-digit swaps undone ("P@ssw0rd" -> "password").
 */
import filterData from './common-passwords.bloom.json';
import { bloomFilter } from './bloom-filter';

const inList = bloomFilter(filterData);

const UNLEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** A stem shorter than this is not judged: short words are in every list. */
const MIN_STEM_LENGTH = 5;

const unleet = (text: string) => [...text].map((character) => UNLEET[character] ?? character).join('');

export const passwordCandidates = (password: string): string[] => {
  const lower = password.toLowerCase();
  const stem = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  return [...new Set([lower, stem, unleet(stem)])].filter((candidate) => candidate === lower || candidate.length >= MIN_STEM_LENGTH);
};

export const isCommonPassword = (password: string): boolean => passwordCandidates(password).some(inList);

export class CommonPasswordError extends Error {
  constructor() {
    super('The password is common or known from a breach');
    this.name = 'CommonPasswordError';
  }
}

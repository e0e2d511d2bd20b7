import { describe, expect, it } from 'vitest';
import { isAcreage } from './acreage';

describe('isAcreage', () => {
  it.each(['140', '1,200', '12.5', '100-200', '100 - 200', '100–200', '100 to 200', '200+', '140 acres', '40 ac', ' 75 Acres '])(
    'accepts %s',
    (value) => expect(isAcreage(value)).toBe(true),
  );

  it.each(['', 'about a hundred', 'lots', '-5', '0', '200-100', '12,34', '100-', 'acres', '1e3', '100 200'])(
    'refuses %s',
    (value) => expect(isAcreage(value)).toBe(false),
  );
});

/**
 * Reading the API's answers in tests as the board reads them: with the guards of src/api/schemas/, which are the one
 * description of each first-round answer.
 */
import type { Guard } from '../src/api/guards.ts';

/** `value` as `guard` makes it (checked, defaults applied, what the board can do without repaired); throws if refused. */
export const parseAnswer = <T>(guard: Guard<T>, value: unknown): T => guard(value, '');

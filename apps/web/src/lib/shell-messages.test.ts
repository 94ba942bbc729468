import { MSG } from '@pp/contract/messages';
import { describe, expect, it } from 'vitest';
import { SHELL_MSG } from './shell-messages.ts';

describe('shell messages', () => {
  it("are the contract's texts word for word", () => {
    for (const [key, text] of Object.entries(SHELL_MSG)) expect(text, key).toBe(MSG[key as keyof typeof MSG]);
  });
});

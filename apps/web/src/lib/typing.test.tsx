import { afterEach, describe, expect, it, vi } from 'vitest';
import { digitsOnly, transformTyped } from './typing.ts';

/** An input typed into: its value and caret as the browser leaves them before the handler runs. */
function typedInput(value: string, caret: number): HTMLInputElement {
  const input = document.createElement('input');
  document.body.append(input);
  input.focus();
  input.value = value;
  input.setSelectionRange(caret, caret);
  return input;
}

describe('transformTyped (lib/typing.ts)', () => {
  let frames: FrameRequestCallback[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    frames = [];
    document.body.innerHTML = '';
  });
  const holdFrames = () =>
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      frames.push(cb);
      return frames.length;
    });
  const runFrames = () => {
    for (const cb of frames.splice(0)) cb(0);
  };
  const change = (input: HTMLInputElement) =>
    transformTyped({ currentTarget: input } as never, digitsOnly(10), (v) => {
      input.value = v; // what React writes
    });

  it('keeps the caret where the user typed when a character is dropped', () => {
    holdFrames();
    const input = typedInput('98-111', 3); // a hyphen typed after 98
    change(input);
    expect(input.value).toBe('98111');
    runFrames();
    expect(input.selectionStart).toBe(2);
  });

  it('leaves the caret alone when more was typed before the frame', () => {
    holdFrames();
    const input = typedInput('98111-', 6);
    change(input);
    // The next key arrives before the frame: the caret is at the end, after the new digit.
    input.value = '981112';
    input.setSelectionRange(6, 6);
    runFrames();
    expect(input.selectionStart).toBe(6);
  });
});

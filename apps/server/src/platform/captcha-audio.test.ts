import { describe, expect, it } from 'vitest';
import { hearCaptcha } from '../../../../e2e/fixtures/captcha-listener.ts';
import { captchaAudio, spokenTokens } from './captcha-audio.ts';

describe('audio captcha', () => {
  it('says case and characters', () => {
    expect(spokenTokens('A')).toEqual(['capital', 'a']);
    expect(spokenTokens('b')).toEqual(['small', 'b']);
    expect(spokenTokens('7')).toEqual(['7']);
  });

  it('is a WAV recording that speaks exactly the challenge, different bytes each time', () => {
    const answers = ['aB3xYz', 'QwErT9', 'mNpK27', 'HJKLMN', 'abcdef', 'Xa', 'x'];
    for (const answer of answers) {
      const wav = captchaAudio(answer);
      expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
      expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
      expect(hearCaptcha(wav)).toBe(answer);
    }
    expect(captchaAudio('aB3xYz').equals(captchaAudio('aB3xYz'))).toBe(false);
  });
});

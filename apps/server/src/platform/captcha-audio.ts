import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assetsFolder } from '../paths.ts';

/**
 * The audio captcha: the same challenge as the image, spoken, for people who cannot see the image
 * (WCAG 1.1.1). Made on the server from recorded clips (assets/captcha-audio, 8 kHz 16-bit mono,
 * made by scripts/captcha-audio.sh), so the answer never reaches the page as text. Each character
 * is spoken as "capital A", "small b" or "7"; the pauses and a low noise floor vary from one
 * challenge to the next, so no two recordings of the same answer are the same bytes.
 */
const SAMPLE_RATE = 8000;
const CLIP_FOLDER = path.join(assetsFolder, 'captcha-audio');

let clips: Map<string, Int16Array> | null = null;

/** The PCM samples of a clip (its WAV 'data' chunk). */
function readClip(token: string): Int16Array {
  const bytes = readFileSync(path.join(CLIP_FOLDER, `${token}.wav`));
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'data') {
      const pcm = bytes.subarray(offset + 8, offset + 8 + size);
      return new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.byteLength));
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error(`captcha clip ${token}.wav has no data`);
}

function clip(token: string): Int16Array {
  clips ??= new Map();
  let found = clips.get(token);
  if (!found) {
    found = readClip(token);
    clips.set(token, found);
  }
  return found;
}

/** What is said for one character of the challenge. */
export function spokenTokens(char: string): string[] {
  if (/[0-9]/.test(char)) return [char];
  if (/[A-Z]/.test(char)) return ['capital', char.toLowerCase()];
  if (/[a-z]/.test(char)) return ['small', char];
  throw new Error('A captcha has only letters and digits.');
}

function wavHeader(samples: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples * 2, 40);
  return header;
}

/** The challenge spoken as a WAV file; `random` is injectable for tests. */
export function captchaAudio(answer: string, random: () => number = Math.random): Buffer {
  const ms = (n: number) => Math.round((n * SAMPLE_RATE) / 1000);
  const parts: Int16Array[] = [];
  const pause = (from: number, to: number) => parts.push(new Int16Array(ms(from + random() * (to - from))));
  pause(400, 600);
  for (const char of answer) {
    const tokens = spokenTokens(char);
    tokens.forEach((token, i) => {
      parts.push(clip(token));
      if (i < tokens.length - 1) pause(90, 160);
    });
    pause(450, 750);
  }
  const total = parts.reduce((n, p) => n + p.length, 0);
  const samples = new Int16Array(total);
  let at = 0;
  for (const part of parts) {
    samples.set(part, at);
    at += part.length;
  }
  // A low noise floor (about -50 dB) over the whole recording.
  for (let i = 0; i < samples.length; i++) {
    const noisy = (samples[i] ?? 0) + Math.round((random() - 0.5) * 200);
    samples[i] = Math.max(-32768, Math.min(32767, noisy));
  }
  const body = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  return Buffer.concat([wavHeader(samples.length), body]);
}

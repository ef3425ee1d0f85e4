/**
 * The sportsbook by configuration (docs/decisions/029-vendors-by-configuration.md): the launch is asked where the CMS
 * says, with the language, the host theme and the odds format; a frame on another origin than the app's is framed with
 * its own origin kept, and only messages from that configured origin (and that frame's window) are read.
 */
import { describe, expect, it } from 'vitest';
import { frameMessageOrigin, frameSandbox } from '../../lib/frame-sandbox.ts';
import { readFrameMessage } from './frame-messages.ts';
import { launchRequestUrl } from './launch.ts';

const APP = 'https://omad.example';

describe('the sportsbook launch from configuration', () => {
  it("asks the configured exchange with the language, the host's theme and the odds format", () => {
    expect(launchRequestUrl({ launchUrl: '/sportsbook/launch', oddsFormat: 'decimal', theme: 'dark' }, 'ru', APP)).toBe('/sportsbook/launch?lang=ru&theme=dark&odds_format=decimal');
    expect(launchRequestUrl({ launchUrl: 'https://adapter.book.example/launch?brand=omad', oddsFormat: 'american', theme: 'light' }, 'uz', APP)).toBe(
      'https://adapter.book.example/launch?brand=omad&lang=uz&theme=light&odds_format=american',
    );
    expect(launchRequestUrl({ launchUrl: 'javascript:alert(1)', oddsFormat: 'decimal', theme: 'light' }, 'uz', APP)).toBeUndefined();
  });

  it('frames a provider on another origin with its own origin and reads only messages from that origin', () => {
    const src = 'https://frame.book.example/sportsbook?token=t&lang=uz';
    expect(frameSandbox(src, APP)).toContain('allow-same-origin');
    const origin = frameMessageOrigin(src, APP);
    expect(origin).toBe('https://frame.book.example');
    const frame = {} as Window;
    const message = { type: 'sportsbook:open-deposit' };
    expect(readFrameMessage({ data: message, source: frame, origin: 'https://frame.book.example' }, frame, origin)).toEqual(message);
    for (const other of [APP, 'null', 'https://book.example', 'https://frame.book.example:8443', 'http://frame.book.example']) {
      expect(readFrameMessage({ data: message, source: frame, origin: other }, frame, origin), other).toBeUndefined();
    }
  });
});

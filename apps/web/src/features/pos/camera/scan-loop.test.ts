import { describe, expect, it } from 'vitest';
import { buildCatalog, findByBarcode } from '../catalog';
import { posProduct } from '../../../offline/test-products';
import type { BarcodeReader } from './barcode-formats';
import { createScanLoop } from './scan-loop';
import { openScanGate, passCodes, pauseAfterScanMs, sameCodeGapMs } from './scan-gate';

const frame = {} as HTMLVideoElement;

/** A camera held in front of scripted scenes: each detect() reads the codes in view at the clock's time. */
function fakeCamera(scenes: (at: number) => string[] | Error) {
  const clock = { now: 0 };
  let detectCalls = 0;
  const reader: BarcodeReader = {
    async detect() {
      detectCalls++;
      const scene = scenes(clock.now);
      if (scene instanceof Error) throw scene;
      return scene;
    },
  };
  return { clock, reader, detectCalls: () => detectCalls };
}

/** Steps the loop every `gap` ms from 0 to `until`, collecting what reached the till. */
async function run(loop: ReturnType<typeof createScanLoop>, clock: { now: number }, until: number, gap = 100) {
  for (clock.now = 0; clock.now <= until; clock.now += gap) await loop.step(frame);
}

describe('camera reads to the till', () => {
  it('scans a barcode held in view once, through the same lookup as a scanner', async () => {
    const catalog = buildCatalog([
      posProduct({ id: 1, name: 'Panadol', barcode: '6291041500213' }),
      posProduct({ id: 2, name: 'Sold out', barcode: '4006381333931' }, [{ availableUnits: 0, quantity: 0 }]),
    ]);
    const camera = fakeCamera((at) => (at < 3000 ? ['6291041500213'] : ['4006381333931']));
    const found: (string | undefined)[] = [];
    const loop = createScanLoop({
      reader: camera.reader,
      isBlocked: () => false,
      now: () => camera.clock.now,
      onCode: (code) => found.push(findByBarcode(catalog, code)?.name),
    });
    await run(loop, camera.clock, 3500);
    // Panadol once in three seconds of frames; the sold-out product is read but, as for a scanner, not found.
    expect(found).toEqual(['Panadol', undefined]);
  });

  it('pauses after a read, then takes the same code again only once it has left the view', async () => {
    // In view 0-1,000 ms, away 1,000-3,500 ms, back from 3,500 ms.
    const camera = fakeCamera((at) => (at < 1000 || at >= 3500 ? ['4001'] : []));
    const codes: string[] = [];
    const loop = createScanLoop({
      reader: camera.reader,
      isBlocked: () => false,
      now: () => camera.clock.now,
      onCode: (code) => codes.push(code),
    });
    await run(loop, camera.clock, 4000);
    expect(codes).toEqual(['4001', '4001']);
    // 41 frames offered; those inside the 800 ms pauses (100-700 ms and 3,600-4,000 ms) were not decoded.
    expect(pauseAfterScanMs).toBe(800);
    expect(camera.detectCalls()).toBe(41 - 7 - 5);
  });

  it('takes a second product right after the pause', async () => {
    const camera = fakeCamera((at) => (at < 500 ? ['4001'] : ['4001', '5002']));
    const codes: string[] = [];
    const loop = createScanLoop({
      reader: camera.reader,
      isBlocked: () => false,
      now: () => camera.clock.now,
      onCode: (code) => codes.push(code),
    });
    await run(loop, camera.clock, 1500);
    expect(codes).toEqual(['4001', '5002']);
  });

  it('reads nothing while a dialog owns the keys, and drops a read finished after one opened', async () => {
    let dialogOpen = true;
    const camera = fakeCamera(() => ['4001']);
    const codes: string[] = [];
    const loop = createScanLoop({
      reader: camera.reader,
      isBlocked: () => dialogOpen,
      now: () => camera.clock.now,
      onCode: (code) => codes.push(code),
    });
    await run(loop, camera.clock, 500);
    expect(camera.detectCalls()).toBe(0);

    dialogOpen = false;
    const reading = loop.step(frame);
    dialogOpen = true; // the expiry picker opened while the frame was being decoded
    expect(await reading).toBeUndefined();
    dialogOpen = false;
    expect(await loop.step(frame)).toBe('4001');
    expect(codes).toEqual(['4001']);
  });

  it('skips a frame the decoder cannot take', async () => {
    const camera = fakeCamera((at) => (at === 0 ? new Error('video not ready') : ['4001']));
    const codes: string[] = [];
    const loop = createScanLoop({
      reader: camera.reader,
      isBlocked: () => false,
      now: () => camera.clock.now,
      onCode: (code) => codes.push(code),
    });
    await run(loop, camera.clock, 100);
    expect(codes).toEqual(['4001']);
  });
});

describe('scan gate', () => {
  it.each([
    { name: 'a first code', codes: ['4001'], at: 0, accepted: '4001' },
    { name: 'nothing in view', codes: [], at: 0, accepted: undefined },
    { name: 'an empty read', codes: [''], at: 0, accepted: undefined },
  ])('accepts $name', ({ codes, at, accepted }) => {
    expect(passCodes(openScanGate, codes, at).accepted).toBe(accepted);
  });

  it('keeps a held code from counting twice, each sighting restarting the wait', () => {
    let { gate } = passCodes(openScanGate, ['4001'], 0);
    ({ gate } = passCodes(gate, ['4001'], sameCodeGapMs - 1));
    expect(passCodes(gate, ['4001'], 2 * sameCodeGapMs - 2).accepted).toBeUndefined();
    expect(passCodes(gate, ['4001'], 2 * sameCodeGapMs - 1).accepted).toBe('4001');
  });
});

import type { ChatAnswer, ChatRequest } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api';
import { type AskDeps, askAssistant } from './ask';

const serverAnswer: ChatAnswer = { message: 'Panadol 500 mg: 40 units', type: 'inventory' };
const localDose: ChatAnswer = { message: 'Paracetamol 210 mg = 6.6 mL', type: 'dose_calculation' };

/** Deps whose calls are recorded: the server answers `send`, this device answers `local`. */
function deps(online: boolean, send: () => Promise<ChatAnswer>, local: ChatAnswer | null = null) {
  const calls = { sent: [] as ChatRequest[], local: [] as [string, string][] };
  const value: AskDeps = {
    online: () => online,
    send: (request) => {
      calls.sent.push(request);
      return send();
    },
    answerOnDevice: (text, language) => {
      calls.local.push([text, language]);
      return local;
    },
  };
  return { value, calls };
}

const request = (message: string): ChatRequest => ({ message, conversationHistory: [] });

describe('askAssistant', () => {
  it("online: the server's answer, nothing asked of the device", async () => {
    const { value, calls } = deps(true, async () => serverAnswer);
    expect(await askAssistant(request('Panadol stock?'), value)).toEqual({
      kind: 'answer',
      answer: serverAnswer,
      answeredOnDevice: false,
    });
    expect(calls.sent).toHaveLength(1);
    expect(calls.local).toEqual([]);
  });

  it('no answer from the server: a dose question is answered on this device, in its language', async () => {
    const { value, calls } = deps(true, () => Promise.reject(new NetworkError(new TypeError('fetch'))), localDose);
    expect(await askAssistant(request('جرعة الباراسيتامول لطفل 14 كغ'), value)).toEqual({
      kind: 'answer',
      answer: localDose,
      answeredOnDevice: true,
    });
    expect(calls.local).toEqual([['جرعة الباراسيتامول لطفل 14 كغ', 'ar']]);
  });

  it('a gateway saying the server is gone counts as no connection', async () => {
    const { value } = deps(true, () => Promise.reject(new ApiError(503, 'down', {})), localDose);
    expect(await askAssistant(request('paracetamol 14 kg'), value)).toMatchObject({ answeredOnDevice: true });
  });

  it('known offline: the server is not tried', async () => {
    const { value, calls } = deps(false, async () => serverAnswer, localDose);
    expect(await askAssistant(request('paracetamol 14 kg'), value)).toMatchObject({ answeredOnDevice: true });
    expect(calls.sent).toEqual([]);
  });

  it('offline, a question about the shop says it needs the connection, in its language', async () => {
    const { value } = deps(false, async () => serverAnswer);
    expect(await askAssistant(request('How much Panadol do we have?'), value)).toEqual({
      kind: 'needs-connection',
      language: 'en',
    });
    expect(await askAssistant(request('كم عندنا بنادول؟'), value)).toEqual({
      kind: 'needs-connection',
      language: 'ar',
    });
  });

  it('an error answer from the server is thrown for the error toast, not answered locally', async () => {
    const refused = new ApiError(500, 'boom', { code: 'internal' });
    const { value, calls } = deps(true, () => Promise.reject(refused), localDose);
    await expect(askAssistant(request('paracetamol 14 kg'), value)).rejects.toBe(refused);
    expect(calls.local).toEqual([]);
  });
});

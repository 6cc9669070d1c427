import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ask, rivalPharmacy, seededPharmacy } from '../../test/assistant-factories.js';
import type { Client } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

interface Seen {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_call_id?: string }[];
    tools?: { function: { name: string } }[];
  };
}

/** How the loopback model behaves: a tool call then an answer, an error, a shape it should not have, or no answer. */
type Behaviour = 'tool-then-answer' | 'error' | 'nonsense' | 'silent';
let behaviour: Behaviour = 'tool-then-answer';
/** The tool the model asks for first. */
let toolCall = { name: 'product_stock', arguments: '{"name":"panadol"}' };
let seen: Seen[] = [];
let model: Server;
let shop: { client: Client };

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** A tiny OpenAI-compatible chat completions server: asks for product_stock once, then answers with its result. */
function handle(request: IncomingMessage, response: ServerResponse) {
  let text = '';
  request.on('data', (chunk) => {
    text += chunk;
  });
  request.on('end', () => {
    const body = JSON.parse(text) as Seen['body'];
    seen.push({ authorization: request.headers.authorization, body });
    if (behaviour === 'silent') return;
    if (behaviour === 'error') return reply(response, 500, { error: { message: 'model crashed' } });
    if (behaviour === 'nonsense') return reply(response, 200, { answer: 'not a completion' });
    const toolResult = body.messages.find((m) => m.role === 'tool');
    if (!toolResult) {
      return reply(response, 200, {
        choices: [
          {
            message: {
              role: 'assistant',
              content: null,
              tool_calls: [
                {
                  id: 'call_1',
                  type: 'function',
                  function: toolCall,
                },
              ],
            },
          },
        ],
      });
    }
    return reply(response, 200, {
      choices: [{ message: { role: 'assistant', content: `From your stock: ${toolResult.content}` } }],
    });
  });
}

beforeAll(async () => {
  model = createServer(handle);
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  const { port } = model.address() as AddressInfo;
  t.app.ctx.config.ai = { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'test-key', model: 'tiny', timeoutMs: 5000 };
  await rivalPharmacy(t);
  shop = await seededPharmacy(t);
});

afterAll(async () => {
  model.closeAllConnections();
  await new Promise((resolve) => model.close(resolve));
});

beforeEach(() => {
  behaviour = 'tool-then-answer';
  toolCall = { name: 'product_stock', arguments: '{"name":"panadol"}' };
  seen = [];
  t.app.ctx.config.ai.timeoutMs = 5000;
});

describe('POST /api/ai/chat with an OpenAI-compatible model (AI_BASE_URL)', () => {
  it("sends a free question to the model, runs its tool call on the asker's own data, returns its answer", async () => {
    const history = [
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hello! How can I help?' },
    ];
    const answer = await ask(shop.client, 'What should I focus on this afternoon?', history);
    expect(answer.type).toBe('inventory');
    expect(answer.message).toContain('From your stock:');
    expect(answer.message).toContain('"name":"Panadol Extra 500mg","units":24,"boxes":2');
    expect(answer.message).not.toContain('108');

    expect(seen).toHaveLength(2);
    const [first, second] = seen;
    expect(first?.authorization).toBe('Bearer test-key');
    expect(first?.body.model).toBe('tiny');
    expect(first?.body.tools?.map((tool) => tool.function.name)).toEqual(
      expect.arrayContaining([
        'product_stock',
        'sales_summary',
        'supplier_balances',
        'calculate_dose',
        'drug_info',
        'search_tutorials',
      ]),
    );
    expect(first?.body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(first?.body.messages[0]?.content).toContain('Answer in English');
    expect(first?.body.messages[0]?.content).toContain('calculate_dose');
    expect(second?.body.messages.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
  });

  it("lets the model calculate a dose only through the formulary's calculator", async () => {
    toolCall = { name: 'calculate_dose', arguments: '{"medicine":"panadol","weightKg":15,"ageMonths":36}' };
    const answer = await ask(shop.client, 'My neighbour has a feverish toddler, what can I suggest?');
    expect(answer.type).toBe('dose_calculation');
    expect(answer.message).toContain('225 mg');
    expect(answer.message).toContain('the pharmacist makes the final decision');
  });

  it('answers a tool call with bad arguments with an error the model can read', async () => {
    toolCall = { name: 'product_stock', arguments: '{"name": 42}' };
    const answer = await ask(shop.client, 'What should I focus on this afternoon?');
    expect(answer.message).toContain('From your stock: {"error":"invalid arguments"}');
  });

  it('tells the model to answer in Arabic for an Arabic question', async () => {
    await ask(shop.client, 'ماذا أفعل بعد الظهر؟');
    expect(seen[0]?.body.messages[0]?.content).toContain('Answer in Arabic');
  });

  it('never asks the model for a dose or a question the shop rules answer', async () => {
    expect((await ask(shop.client, 'Paracetamol dose for a 15 kg child, 3 years old')).type).toBe('dose_calculation');
    expect((await ask(shop.client, 'How many panadol do we have?')).message).toContain('2 boxes (24 units)');
    expect(seen).toHaveLength(0);
  });

  it('falls back to the local answer when the model server fails', async () => {
    behaviour = 'error';
    const answer = await ask(shop.client, 'What should I focus on this afternoon?');
    expect(answer.type).toBe('general');
    expect(answer.message).toContain('The AI model is not answering right now.');
    expect(answer.message).toContain('"How many Panadol do we have?"');
    expect(seen).toHaveLength(1);
  });

  it('falls back when the model answers something that is not a completion', async () => {
    behaviour = 'nonsense';
    const answer = await ask(shop.client, 'What are the contraindications of ibuprofen and what else should I know?');
    expect(answer.type).toBe('medical');
    expect(answer.message).toContain('Source:');
  });

  it('falls back when the model does not answer in time', async () => {
    behaviour = 'silent';
    t.app.ctx.config.ai.timeoutMs = 200;
    const answer = await ask(shop.client, 'ماذا أفعل بعد الظهر؟');
    expect(answer.type).toBe('general');
    expect(answer.message).toContain('نموذج الذكاء الاصطناعي لا يستجيب الآن.');
    expect(answer.message).toContain('كم عندنا بنادول');
  });
});

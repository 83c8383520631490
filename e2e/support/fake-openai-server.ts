import http from 'node:http';

/**
 * A local stand-in for OpenAI's API that refuses every images request the way the real one
 * refuses a prompt (400 with its error body: not worth retrying), so that a render drawing
 * through it has the built-in illustrator draw every scene instead (editor-fallback.spec.ts).
 * A prompt with the word "undrawable" gets a 200 whose picture is not an image: no service
 * failure the built-in illustrator stands in for, so that render fails at IMAGES
 * (editor-failure.spec.ts). `GET /health` says it is up; `GET /calls` counts the image calls.
 * `POST /v1/moderations` answers as OpenAI does, flagging text with the word "flagme"
 * (admin.spec.ts: the content rules).
 */
const port = Number(process.env.PORT ?? 3192);
let imageCalls = 0;

const server = http.createServer((request, response) => {
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (request.method === 'GET' && request.url === '/health') return send(200, { ok: true });
    if (request.method === 'GET' && request.url === '/calls') return send(200, { imageCalls });
    if (request.url === '/v1/moderations') {
      const { input } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { input: string };
      const flagged = /flagme/i.test(input);
      return send(200, {
        id: 'modr-e2e',
        model: 'omni-moderation-latest',
        results: [
          {
            flagged,
            categories: { violence: flagged, harassment: false },
            category_scores: { violence: flagged ? 0.98 : 0.01, harassment: 0 },
          },
        ],
      });
    }
    if (request.url === '/v1/images/generations') {
      imageCalls += 1;
      const body = Buffer.concat(chunks).toString('utf8');
      if (/undrawable/i.test(body)) {
        return send(200, { data: [{ b64_json: Buffer.from('not a picture').toString('base64') }] });
      }
    }
    send(400, {
      error: {
        message: 'Your request was rejected by the fake images service of the browser tests.',
        type: 'invalid_request_error',
        code: 'image_generation_user_error',
      },
    });
  });
});

server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

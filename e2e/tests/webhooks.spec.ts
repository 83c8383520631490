import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';

/**
 * Settings > Webhooks as a person uses it: register an endpoint (a real receiver in this
 * test process, which answers 500 the first time), see the signing secret once, send a test
 * event, watch the log show the 500 and the retry's 200, redeliver, delete.
 */
test('webhooks: register, see the secret once, read the delivery log, redeliver', async ({
  page,
}) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(received.length === 1 ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  try {
    await signIn(page);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByLabel('Endpoint URL').fill(url);
    await expect(section.getByLabel(/^video\.completed/)).toBeChecked();
    await section.getByLabel(/^credits\.low/).check();
    await section.getByRole('button', { name: 'Add endpoint' }).click();

    const secretBox = section.getByLabel('Signing secret');
    await expect(secretBox).toHaveText(/^whsec_/);
    const secret = (await secretBox.textContent()) ?? '';
    await expect(section.getByText('it is shown only once')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await section.getByRole('button', { name: 'Done' }).click();
    await expect(secretBox).toHaveCount(0);

    const endpoints = section.getByRole('list', { name: 'Webhook endpoints' });
    await expect(endpoints.getByText(url)).toBeVisible();
    await page.reload();
    await expect(endpoints.getByText(url)).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    await endpoints.getByRole('button', { name: 'Send test event' }).click();
    const log = section.getByRole('list', { name: 'Delivery log' });
    await expect(log.getByText('Attempt 1: 500')).toBeVisible({ timeout: 15_000 });
    // The first retry is due 5 s after a failure.
    await expect(log.getByText('Attempt 2: 200')).toBeVisible({ timeout: 20_000 });
    await expect(log.getByText('delivered')).toBeVisible();
    for (const request of received) {
      expect(
        new Webhook(secret).verify(request.body, request.headers as Record<string, string>),
      ).toMatchObject({ type: 'video.completed', data: { test: true } });
    }

    await log.getByRole('button', { name: 'Redeliver' }).click();
    await expect(log.getByText('Attempt 3: 200')).toBeVisible({ timeout: 15_000 });
    expect(received).toHaveLength(3);
    expect(new Set(received.map((request) => request.headers['webhook-id'])).size).toBe(1);

    await endpoints.getByRole('button', { name: 'Delete endpoint' }).click();
    await expect(section.getByRole('list', { name: 'Webhook endpoints' })).toHaveCount(0);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/**
 * Reads the mail the e2e server wrote to its outbox. The e2e server runs without SMTP_URL, so every
 * mail lands in test-results-<E2E_PORT>/data/outbox/*.eml (see e2e/serve.mjs) — the same path a person
 * follows on a laptop with the embedded default.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

const outbox = path.resolve(`test-results-${process.env.E2E_PORT ?? '4173'}`, 'data', 'outbox');

export type OutboxMail = { subject: string; text: string; links: string[] };

/**
 * The newest mail to `address` that has a link containing `linkPart`, or null. Mails are sent several at
 * once (README "Delivery"), so the newest mail to someone is not always the one a test waits for.
 */
async function newestTo(address: string, linkPart: string): Promise<OutboxMail | null> {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  // File names start with an ISO timestamp: newest first.
  for (const file of files.sort().reverse()) {
    const mail = await simpleParser(await readFile(path.join(outbox, file)));
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    if (to.some((a) => a.value.some((v) => v.address?.toLowerCase() === address.toLowerCase()))) {
      const text = mail.text ?? '';
      const links = text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
      if (links.some((l) => l.includes(linkPart))) return { subject: mail.subject ?? '', text, links };
    }
  }
  return null;
}

/** The newest mail to `address`, waiting (polling the outbox) until one whose link contains `linkPart` exists. */
export async function mailTo(address: string, linkPart: string): Promise<{ mail: OutboxMail; link: string }> {
  let found: { mail: OutboxMail; link: string } | null = null;
  await expect
    .poll(
      async () => {
        const mail = await newestTo(address, linkPart);
        const link = mail?.links.find((l) => l.includes(linkPart));
        found = mail && link ? { mail, link } : null;
        return found !== null;
      },
      { message: `a mail to ${address} with a ${linkPart} link`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The link's path and query, to open against the test server whatever host APP_URL names. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

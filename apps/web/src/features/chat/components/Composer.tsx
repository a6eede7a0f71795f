/**
 * The message box (docs/product.md#s2-chat-screen, #s5-chat): a two-row textarea "Type a message...", Enter
 * sends, Shift+Enter inserts a new line, and a full-width Send button disabled while the text is blank.
 * Near the 4000-character limit a counter under the box says how far the text is ("3612 / 4000"); a
 * phone keyboard's Enter key is labelled Send.
 */
import { useState } from 'react';
import { Button, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { hasVisibleText } from '@turnout/shared/text-rules';
import { CHAT_MESSAGE_MAX } from '@turnout/shared/texts';
import rtl from '../../../components/rtl.module.css';
import { chatScreenTexts, sharedChatTexts } from '../i18n.ts';
import { formatNumber } from '../../../i18n/index.ts';

/** The counter shows from this length on (90 % of the limit). */
const COUNTER_FROM = Math.floor(CHAT_MESSAGE_MAX * 0.9);

/** `onSend` gets the trimmed text and returns a promise that rejects when the send failed for good. */
/** A character count: digits only, no thousands separator ("3990 / 4000"). */
const plain = { useGrouping: false } as const;

export function Composer({ onSend }: { onSend: (content: string) => Promise<unknown> }) {
  const tc = sharedChatTexts.useT();
  const t = chatScreenTexts.useT();
  const [text, setText] = useState('');
  // Whitespace and invisible characters alone are blank, as the server counts them (text-rules.ts).
  const blank = !hasVisibleText(text);
  const nearLimit = text.length >= COUNTER_FROM;

  const send = () => {
    const content = text.trim();
    if (blank) return; // a blank message is ignored (docs/product.md#s5)
    setText('');
    onSend(content).catch(() => setText((now) => (now === '' ? content : now)));
  };

  return (
    <Stack gap="xs">
      <Textarea
        aria-label={t('message')}
        placeholder={tc('placeholder')}
        rows={2}
        maxLength={CHAT_MESSAGE_MAX}
        enterKeyHint="send"
        description={
          nearLimit
            ? t('counter', {
                length: formatNumber(text.length, plain),
                max: formatNumber(CHAT_MESSAGE_MAX, plain),
              })
            : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        styles={{ description: { textAlign: 'end' } }}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
      />
      <Button
        fullWidth
        disabled={blank}
        onClick={send}
        leftSection={<IconSend className={rtl.flip} size={16} />}
      >
        {tc('send')}
      </Button>
    </Stack>
  );
}

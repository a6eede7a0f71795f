/**
 * The message box (spec §2 Chat screen, §5 Chat): a two-row textarea "Type a message...", Enter sends,
 * Shift+Enter inserts a new line, and a full-width Send button disabled while the text is blank.
 */
import { useState } from 'react';
import { Button, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { hasVisibleText } from '@turnout/shared/text-rules';
import { CHAT_MESSAGE_MAX, chatTexts } from '@turnout/shared/texts';

/** `onSend` gets the trimmed text and returns a promise that rejects when the send failed for good. */
export function Composer({ onSend }: { onSend: (content: string) => Promise<unknown> }) {
  const [text, setText] = useState('');
  // Whitespace and invisible characters alone are blank, as the server counts them (text-rules.ts).
  const blank = !hasVisibleText(text);

  const send = () => {
    const content = text.trim();
    if (blank) return; // a blank message is ignored (spec §5)
    setText('');
    onSend(content).catch(() => setText((now) => (now === '' ? content : now)));
  };

  return (
    <Stack gap="xs">
      <Textarea
        aria-label="Message"
        placeholder={chatTexts.placeholder}
        rows={2}
        maxLength={CHAT_MESSAGE_MAX}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
      />
      <Button fullWidth disabled={blank} onClick={send} leftSection={<IconSend size={16} />}>
        {chatTexts.send}
      </Button>
    </Stack>
  );
}

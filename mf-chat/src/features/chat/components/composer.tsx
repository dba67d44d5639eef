import {
  CloseIcon,
  IconButton,
  objectUrl,
  showAlert,
  useApi,
  useAppConfig,
  styled,
  css,
} from '@kompass/shared';
import { roundPrimary } from '../../../components/shared-styles';
import { uploadImage } from '@kompass/shared/upload';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ImageIcon } from '../../../components/image-icon';
import {
  COUNTER_FROM,
  MAX_MESSAGE_LENGTH,
  composeContent,
  textLength,
} from '../../../lib/message-content';
import { chatTexts } from '../../../texts';

/** The bar above the tab bar that holds the input line, or what stands in its place. */
export const composerBar = css`
  position: sticky;
  bottom: calc(${({ theme }) => theme.tabBarHeight} + ${({ theme }) => theme.space(2)});
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  /* No tab bar below it on a desktop: the side navigation stands at the left. */
  ${({ theme }) => theme.desktop} {
    bottom: ${({ theme }) => theme.space(4)};
  }
`;

const Form = styled.form`
  ${composerBar}
  padding: ${({ theme }) => theme.space(2)};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** What the server accepts as an upload (it checks the bytes): raster images, never SVG. */
const RASTER_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'];

/** The input grows with its text up to this many lines, then scrolls. */
const MAX_LINES = 5;

const TextArea = styled.textarea`
  flex: 1;
  min-width: 0;
  box-sizing: border-box;
  min-height: 44px;
  max-height: calc(${MAX_LINES} * 1.5em + ${({ theme }) => theme.space(4)} + 2px);
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  font: inherit;
  line-height: 1.5;
  /* Sized by its text (and by the placeholder while empty), so nothing is cut off and no
     grip is needed; browsers without field-sizing get the height from the effect below. */
  field-sizing: content;
  resize: none;
  overflow-y: auto;
`;

const supportsFieldSizing =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function'
    ? CSS.supports('field-sizing', 'content')
    : false;

const RoundButton = styled.button`
  flex: none;
  min-width: 44px;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  ${roundPrimary}
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

const AttachButton = styled(RoundButton)`
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  display: inline-grid;
  place-items: center;
`;

const Preview = styled.figure`
  position: relative;
  margin: 0;
  width: fit-content;
  img {
    display: block;
    max-height: 96px;
    border-radius: ${({ theme }) => theme.radii.small};
  }
  button {
    position: absolute;
    top: 4px;
    right: 4px;
  }
`;

const Counter = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  text-align: right;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

/**
 * The input line: Enter sends, Shift+Enter makes a new line; the text is trimmed and a blank one
 * ignored; a counter shows near the 4,000-character limit; an attached image shows as a
 * removable preview and goes with the next message (alone, if need be).
 */
export function Composer({ onSend }: { onSend: (content: string) => void }) {
  const api = useApi();
  const config = useAppConfig();
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const length = textLength(text);
  const over = length > MAX_MESSAGE_LENGTH;

  useLayoutEffect(() => {
    const element = textArea.current;
    if (supportsFieldSizing || !element) return;
    element.style.height = 'auto';
    // The border is outside scrollHeight; max-height caps it.
    element.style.height = `${element.scrollHeight + 2}px`;
  }, [text]);

  const submit = () => {
    if (over || uploading) return;
    const content = composeContent(text, image);
    if (content === null) return;
    onSend(content);
    setText('');
    setImage(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const attach = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!RASTER_TYPES.includes(file.type)) {
      await showAlert({ message: chatTexts.uploadFailed });
      return;
    }
    setUploading(true);
    try {
      setImage(await uploadImage(api, file));
    } catch {
      await showAlert({ message: chatTexts.uploadFailed });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {image && (
        <Preview>
          <img src={objectUrl(config, image)} alt={chatTexts.pendingImage} />
          <IconButton
            type="button"
            aria-label={chatTexts.removeImage}
            onClick={() => setImage(null)}
          >
            <CloseIcon />
          </IconButton>
        </Preview>
      )}
      {uploading && <p role="status">{chatTexts.uploading}</p>}
      <Row>
        <AttachButton
          type="button"
          aria-label={chatTexts.attachImage}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        >
          <ImageIcon />
        </AttachButton>
        <input
          ref={fileInput}
          type="file"
          accept={RASTER_TYPES.join(',')}
          hidden
          data-testid="chat-image-input"
          onChange={(event) => void attach(event.target.files?.[0])}
        />
        <TextArea
          ref={textArea}
          aria-label={chatTexts.messageInput}
          placeholder={chatTexts.messagePlaceholder}
          rows={1}
          value={text}
          aria-describedby={length >= COUNTER_FROM ? counterId : undefined}
          aria-invalid={over || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <RoundButton type="submit" disabled={over || uploading}>
          {chatTexts.send}
        </RoundButton>
      </Row>
      {length >= COUNTER_FROM && (
        <Counter id={counterId} $over={over} aria-live="polite">
          {chatTexts.counter(length, MAX_MESSAGE_LENGTH)}
          {over && ` – ${chatTexts.tooLong(MAX_MESSAGE_LENGTH)}`}
        </Counter>
      )}
    </Form>
  );
}

import { Icon, IconButton } from '@kompass/shared';

/** A pencil button that opens an edit sheet; its label says what it edits. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onClick}>
      <Icon width="20" height="20">
        <path d="M12 20h9" />
        <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
      </Icon>
    </IconButton>
  );
}

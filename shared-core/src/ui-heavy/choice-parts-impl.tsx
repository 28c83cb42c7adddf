import { RatingGroup, TagsInput } from '@chakra-ui/react';
import type { RatingInputProps, TagsEditorProps } from './choice-parts';

/** Stars, picked with the mouse or the arrow keys (loaded on first use by `RatingInput`). */
export function RatingInputImpl({
  value,
  onChange,
  count = 5,
  label,
  name,
  disabled,
  invalid,
  inputRef,
  controlLabel,
}: RatingInputProps) {
  return (
    <RatingGroup.Root
      count={count}
      value={value}
      onValueChange={(details) => onChange(details.value)}
      disabled={disabled}
      name={name}
      // The panel's star colour, 3:1 on the page in both themes (system.ts).
      colorPalette="rating"
      aria-invalid={invalid || undefined}
    >
      <RatingGroup.Label textStyle="sm" fontWeight="medium">
        {label}
      </RatingGroup.Label>
      <RatingGroup.HiddenInput ref={inputRef} />
      <RatingGroup.Control aria-label={controlLabel} />
    </RatingGroup.Root>
  );
}

/** Short texts as tags (loaded on first use by `TagsEditor`). */
export function TagsEditorImpl({
  value,
  onChange,
  id,
  name,
  max,
  disabled,
  placeholder,
  inputRef,
  onBlur,
}: TagsEditorProps) {
  return (
    <TagsInput.Root
      value={value}
      onValueChange={(details) => onChange(details.value)}
      max={max}
      disabled={disabled}
      name={name}
      ids={id ? { input: id } : undefined}
      addOnPaste
      delimiter=","
      editable={false}
    >
      <TagsInput.Control>
        <TagsInput.Items />
        <TagsInput.Input ref={inputRef} onBlur={onBlur} placeholder={placeholder} />
      </TagsInput.Control>
    </TagsInput.Root>
  );
}

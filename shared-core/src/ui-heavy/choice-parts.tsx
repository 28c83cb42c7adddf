import { lazy, Suspense, type ReactNode, type Ref } from 'react';
import { Input, Skeleton, Stack, Text } from '@panel/shared-core/ui';

// Chakra's rating and tags inputs ship in a chunk of their own, fetched by the first form that shows one, so that
// the listings (which load this entry) do not carry them.
const loadParts = () => import(/* webpackChunkName: "choice-parts" */ './choice-parts-impl');
const LazyRating = lazy(() => loadParts().then((m) => ({ default: m.RatingInputImpl })));
const LazyTags = lazy(() => loadParts().then((m) => ({ default: m.TagsEditorImpl })));

export interface RatingInputProps {
  value: number;
  onChange: (value: number) => void;
  count?: number;
  /** The visible label (the group's name for screen readers). */
  label: ReactNode;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Says the current value in words ("4 of 5 stars"). */
  controlLabel?: string;
}

/**
 * A whole number of stars.
 *
 * @example
 * <RatingInput label="Rating" value={rating} onChange={setRating} controlLabel={`${rating} of 5 stars`} />
 */
export function RatingInput(props: RatingInputProps) {
  return (
    <Suspense
      fallback={
        <Stack gap="1.5" aria-busy="true">
          <Text textStyle="sm" fontWeight="medium">
            {props.label}
          </Text>
          <Skeleton h="6" w="32" />
        </Stack>
      }
    >
      <LazyRating {...props} />
    </Suspense>
  );
}

export interface TagsEditorProps {
  value: string[];
  onChange: (value: string[]) => void;
  /** The input's id (its label points at it). */
  id?: string;
  name?: string;
  max?: number;
  disabled?: boolean;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/**
 * Short texts as tags: Enter or a comma adds one, Backspace or its button removes one.
 *
 * @example
 * <TagsEditor id="events" value={events} onChange={setEvents} />
 */
export function TagsEditor(props: TagsEditorProps) {
  return (
    <Suspense fallback={<Input id={props.id} readOnly value={props.value.join(', ')} aria-busy="true" />}>
      <LazyTags {...props} />
    </Suspense>
  );
}

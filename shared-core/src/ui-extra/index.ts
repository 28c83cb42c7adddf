/**
 * `@panel/shared-core/ui-extra`: the parts of the UI kit only some screens draw (record screens and their forms,
 * the funnels' steps, the statistics' scroll areas...). A screen that imports one of them downloads this entry
 * with its own code; the layout and the listings (`@panel/shared-core/ui-heavy`) never do, which keeps about
 * 40 KB gzip of state machines off the first signed-in page.
 */

export {
  // navigation and disclosure
  Tabs,
  Steps,
  Accordion,
  Collapsible,
  Pagination,
  HoverCard,
  ActionBar,
  // data display
  ScrollArea,
  Clipboard,
  // form controls
  Select,
  Combobox,
  RadioGroup,
  SegmentGroup,
  // collections for Select / Combobox
  createListCollection,
  useListCollection,
  useFilter,
  // hooks of the parts above that screens use directly
  useTabs,
  usePagination,
  useSelect,
} from '@chakra-ui/react';

export type {
  ListCollection,
  TabsRootProps,
  TabsValueChangeDetails,
  PaginationRootProps,
  PaginationPageChangeDetails,
  SelectRootProps,
  SelectValueChangeDetails,
  ComboboxRootProps,
  RadioGroupRootProps,
} from '@chakra-ui/react';

export { CopyButton, type CopyButtonProps } from './copy-button';
export { Stat } from './stat';
export {
  ChoiceSearchList,
  choiceSearchStatus,
  choiceSearchTexts,
  searchedChoiceText,
  type ChoiceSearchListProps,
  type ChoiceSearchTexts,
} from './choice-search-list';

// The record forms' controls live in `/ui-form`, so that an edit page downloads them without the rest of this entry.
export * from '@panel/shared-core/ui-form';

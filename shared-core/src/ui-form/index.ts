/**
 * `@panel/shared-core/ui-form`: the controls of `/ui-extra` that the record forms draw (switch, number input, file
 * upload, and the money dialog's data list). A record's edit page downloads this entry, not the rest of `/ui-extra`
 * (tabs, steps, select, combobox, clipboard...), which the forms never draw: about 40 KB gzip less on that page.
 * `/ui-extra` exports them too, for the screens that import them from there.
 */

export { Switch, NumberInput, FileUpload, DataList, useFileUploadContext } from '@chakra-ui/react';

export type {
  SwitchRootProps,
  SwitchCheckedChangeDetails,
  NumberInputRootProps,
  FileUploadRootProps,
  FileUploadFileAcceptDetails,
  FileUploadFileRejectDetails,
} from '@chakra-ui/react';

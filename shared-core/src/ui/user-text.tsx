import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

export type UserTextProps = HTMLChakraProps<'bdi'>;

/**
 * Words people typed (a record's name, a description, a comment), laid out in their own direction whatever the
 * page's: on an Arabic page "Dragon Runner!" would otherwise read "!Dragon Runner" and "100K+" read "+100K", the
 * punctuation pulled to the page's side. A `<bdi>`: isolated from the text around it, its direction taken from its
 * first letter, its alignment still the page's. Inline, so it goes inside the element that styles the text (a heading,
 * a paragraph, a link); the listing's cells, which render no kit component per cell, use a plain `<bdi>` the same way.
 *
 * @example
 * <Heading as="h1"><UserText>{app.name}</UserText></Heading>
 */
export const UserText = chakra('bdi');

import type { PageFormName, PostedForm } from '@shop/shared';
import { createContext, useContext } from 'react';
import { onFirstLocation } from '../hydration';

/** The form the server answered with this page (its POST, sent without the page's code), if any. */
export const PostedFormContext = createContext<PostedForm | undefined>(undefined);

/** The server's answer to `name`, on the page that answered it (not once the app has moved on). */
export function usePostedForm(name: PageFormName | undefined): PostedForm | undefined {
  const posted = useContext(PostedFormContext);
  return name !== undefined && posted?.form === name && onFirstLocation() ? posted : undefined;
}

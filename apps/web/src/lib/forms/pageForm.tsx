import {
  EARLY_SUBMIT_ATTRIBUTE,
  PAGE_FORM_ATTRIBUTE,
  PAGE_FORM_FIELD,
  PAGE_FORM_READY_ATTRIBUTE,
  type PageFormName,
  type PostedForm,
} from '@shop/shared';
import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Alert } from '../../components/ui/Alert';
import { useLanguage, useWords } from '../i18n';
import styles from './forms.module.css';

/**
 * Forms of the pages the server draws, before and without the page's code (decision 085; the names,
 * attributes and `PostedForm` are in @shop/shared's page-forms.ts).
 */

/**
 * The `<form>` of a page form: posted, never a GET (a native submit, without the page's code, must not put
 * what was typed in the URL), and named for the page's loader. Once the app has the form: what was typed
 * before it came (hydration keeps it in the fields, the islands' too: decision 115) becomes the form's
 * state too, the loader stops holding its submits, and a submit the loader held is sent.
 */
export function usePageFormElement<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  name: PageFormName | undefined,
) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || name === undefined) return;
    const values = form.getValues();
    for (const [field, value] of new FormData(element)) {
      if (typeof value !== 'string' || !Object.hasOwn(values, field)) continue;
      if (values[field] !== value) form.setValue(field as Path<T>, value as never, { shouldDirty: true });
    }
    element.setAttribute(PAGE_FORM_READY_ATTRIBUTE, '');
    const html = document.documentElement;
    if (html.getAttribute(EARLY_SUBMIT_ATTRIBUTE) === name) {
      html.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
      element.requestSubmit();
    }
  }, [form, name]);
  return name === undefined ? { ref, method: 'post' } : { ref, method: 'post', [PAGE_FORM_ATTRIBUTE]: name };
}

/**
 * Inside a page form: its name for the server, the line shown while a submit waits for the page's code
 * (shown by CSS from the loader's mark on `<html>`: the app is not there yet to show it), and the server's
 * answer to it (`posted`).
 */
export function PageFormParts({ name, posted }: { name: PageFormName; posted: PostedForm | undefined }) {
  const { forms } = useWords();
  const { message } = useLanguage();
  const outcome = posted?.outcome;
  return (
    <>
      <input type="hidden" name={PAGE_FORM_FIELD} value={name} />
      {/* Shown by the loader's mark on <html> naming this form: the app is not there yet to show it. */}
      <style>{`html[${EARLY_SUBMIT_ATTRIBUTE}="${name}"] [data-waiting-for="${name}"]{display:block}`}</style>
      <p role="status" data-waiting-for={name} className={styles.waiting}>
        {forms.sendingWhenReady}
      </p>
      {outcome && (
        <Alert
          severity={'needsCode' in outcome ? 'warning' : outcome.status < 300 ? 'success' : 'error'}
          role={'needsCode' in outcome || outcome.status < 300 ? 'status' : 'alert'}
          className={styles.outcome}
        >
          {'needsCode' in outcome ? forms.needsCode : message(outcome.message)}
        </Alert>
      )}
    </>
  );
}

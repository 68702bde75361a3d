/**
 * The form kit: every form of the shop (account, contact, checkout, address, review, admin product)
 * is built from these pieces, so they validate, show errors and submit the same way.
 *
 * - `useSchemaForm(schemaResolver(schema), { defaultValues })`: react-hook-form validated by the shared
 *   zod schema, so the browser shows the server's messages. Its `onSubmit(onValid)` is the form's
 *   onSubmit; a refused submit fills `errorSnackbar`. A form on a page the server draws takes
 *   `lazyResolver(() => import('./validation')…)` instead: zod is not in that page's first download.
 * - `FormField` (imported from `./FormField`): the storefront's text field (static CSS, decision 099)
 *   bound to a form field by `control` and `name`; the field's message shows under it (its space is
 *   always reserved).
 *   `FormTextField`, `PasswordField`, `FormSelectField`: the same with MUI, for the forms that keep it
 *   (accounts, checkout, admin); `FormSwitchField`: a labelled switch for a yes/no field.
 * - `FormErrorSnackbar {...errorSnackbar}`: the red 6 s snackbar of a refused submit (docs/product.md §15).
 * - `SubmitButton busy={mutation.isPending}`: the submit button with a spinner.
 * - A request the server refuses goes to `useRequestErrorToast` (lib), passed as the mutation's onError.
 * - A form on a page the server draws works before and without the page's code (decision 085): give
 *   `useSchemaForm` its `pageForm` name, spread its `formProps` on the `<form>` and put `<PageFormParts>`
 *   inside; `posted` is the server's answer when the form was sent without the code.
 */
export { FormErrorSnackbar } from './FormErrorSnackbar';
export { FormSelectField } from './FormSelectField';
export { FormSwitchField } from './FormSwitchField';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { lazyResolver } from './lazyResolver';
export { PasswordField } from './PasswordField';
export { PageFormParts } from './pageForm';
export { PostedFormContext } from './postedForm';
export { SubmitButton } from './SubmitButton';
export { leftToRightInput } from './useBoundField';
export { useSchemaForm } from './useSchemaForm';

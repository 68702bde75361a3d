import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AdminProduct, type ProductFormValues, paths, productFormSchema } from '@shop/shared';
import type { Resolver } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { PageSection } from '../../components/PageSection';
import { FormErrorSnackbar, SubmitButton, useSchemaForm } from '../../lib/forms';
import { schemaResolver } from '../../lib/forms/schemaResolver';
import { useWords } from '../../lib/i18n';
import { useToast } from '../../lib/toast';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRequestErrorToast, useRequestErrorToastOf } from '../../lib/useRequestErrorToast';
import { useAdminProduct, useSaveProduct } from './api/products';
import { useRate } from './api/rates';
import { useLeaveGuard } from './components/useLeaveGuard';
import { emptyProduct, fromProduct, type ProductFormFields, toFormData } from './product-form/formValues';
import { ImagesEditor } from './product-form/ImagesEditor';
import { OptionsEditor } from './product-form/OptionsEditor';
import { ProductFields } from './product-form/ProductFields';
import { useAdminWords } from './useAdminWords';

// The text the inputs hold is the schema's input; its output is what the server receives.
const resolver = schemaResolver(productFormSchema) as unknown as Resolver<
  ProductFormFields,
  unknown,
  ProductFormValues
>;

function ProductForm({ product }: { product?: AdminProduct }) {
  const { admin: l } = useAdminWords();
  const { messages } = useWords();
  const { data: rate = 0 } = useRate('dollarRate');
  const save = useSaveProduct(product?._id);
  const toast = useToast();
  const showError = useRequestErrorToast();
  const navigate = useNavigate();
  const form = useSchemaForm(resolver, {
    defaultValues: product ? fromProduct(product) : emptyProduct(),
    mode: 'onTouched',
  });
  const control = form.control as never;
  // Also while saving: closing the tab would drop an upload of up to 12 photos half-way.
  const leaveDialog = useLeaveGuard(form.formState.isDirty && !save.isSuccess);

  const submit = form.onSubmit((values) =>
    save.mutate(toFormData(values, form.getValues('images'), product), {
      onSuccess: () => {
        toast.success(product ? messages.productUpdated : messages.productCreated);
        navigate(paths.adminDashboard('products'));
      },
      onError: showError,
    }),
  );

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit}>
      <ImagesEditor control={control} />
      <Divider />
      <ProductFields control={control} setValue={form.setValue} rate={rate} />
      <Divider />
      <OptionsEditor control={control} rate={rate} onProblem={toast.error} />
      <SubmitButton busy={save.isPending} gap="container" alignStart>
        {product ? l.save : l.create}
      </SubmitButton>
      <FormErrorSnackbar {...form.errorSnackbar} />
      {leaveDialog}
    </Stack>
  );
}

/** /admin/product (new) and /admin/product/:id (update). */
export default function ProductFormPage() {
  const { admin: l } = useAdminWords();
  const { id } = useParams();
  const { data: product, isPending, error } = useAdminProduct(id);
  const title = id ? l.editProductTitle : l.newProductTitle;
  usePageTitle(title);
  useRequestErrorToastOf(error);

  return (
    <PageSection>
      <Typography variant="h4" component="h1" sx={{ marginBlockEnd: 3 }}>
        {title}
      </Typography>
      {id && isPending ? <PageLoader /> : <ProductForm key={product?._id ?? 'new'} product={product} />}
    </PageSection>
  );
}

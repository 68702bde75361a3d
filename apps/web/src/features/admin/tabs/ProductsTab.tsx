import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { format, type Product, paths, type WaitingOption } from '@shop/shared';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../lib/i18n';
import { useAdminProducts, useDeleteProduct, useToggleStatus } from '../api/products';
import { AdminTablePagination, useAdminPaging } from '../components/AdminTablePagination';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { TableScroller } from '../components/TableScroller';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';

const thumbnail = (product: Product) => product.images[0]?.variants[0]?.url ?? product.images[0]?.url;

/** The shoppers waiting for each sold-out option of a product, one chip an option. */
function Waiting({ options }: { options: readonly WaitingOption[] }) {
  const { admin: l } = useAdminWords();
  const { term, plural } = useLanguage();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {options.map(({ size, color, count }) => {
        const option = color ? `${term('sizes', size)} · ${term('colors', color)}` : term('sizes', size);
        return (
          <Tooltip key={`${size}\n${color}`} title={plural(l.waitingHelp, count, { option })} describeChild>
            <Chip
              size="small"
              variant="outlined"
              tabIndex={0}
              label={format(l.waitingOption, { option, count })}
            />
          </Tooltip>
        );
      })}
    </Stack>
  );
}

function ProductRow({
  product,
  waiting,
  onDelete,
}: {
  product: Product;
  waiting: readonly WaitingOption[];
  onDelete(product: Product): void;
}) {
  const { admin: l } = useAdminWords();
  const { price } = useLanguage();
  const toggle = useToggleStatus();
  const act = useAdminAction();
  const inStock = product.status === 'INSTOCK';
  return (
    <TableRow hover>
      <TableCell>
        {thumbnail(product) && (
          <img
            src={thumbnail(product)}
            alt=""
            width={48}
            height={48}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <bdi dir="ltr">{product.productId}</bdi>
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>{product.name}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{price(product.price)}</TableCell>
      <TableCell>{product.stock}</TableCell>
      <TableCell sx={{ minWidth: 120 }}>
        <Waiting options={waiting} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Switch
          checked={inStock}
          onChange={() => act(() => toggle.mutateAsync(product._id))}
          slotProps={{
            input: {
              'aria-label': format(l.toggleStatus, {
                name: product.name,
                status: inStock ? l.outOfStock : l.inStock,
              }),
            },
          }}
        />
        <Chip size="small" color={inStock ? 'success' : 'error'} label={inStock ? l.inStock : l.outOfStock} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <IconButton
          component={RouterLink}
          to={paths.adminProduct(product._id)}
          aria-label={format(l.edit, { name: product.name })}
        >
          <EditIcon />
        </IconButton>
        <IconButton
          color="error"
          onClick={() => onDelete(product)}
          aria-label={format(l.delete, { name: product.name })}
        >
          <DeleteIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

/** The products table: server-side paging (10, 20, 50, 100) and search by name or code. */
export default function ProductsTab() {
  const { admin: l } = useAdminWords();
  const paging = useAdminPaging();
  const [keyword, setKeyword] = useState('');
  const search = useDeferredValue(keyword.trim());
  const { data } = useAdminProducts({ page: paging.page + 1, pageSize: paging.pageSize, keyword: search });
  const [doomed, setDoomed] = useState<Product>();
  const remove = useDeleteProduct();
  const act = useAdminAction();

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <TextField
          label={l.search}
          size="small"
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            paging.setPage(0);
          }}
          sx={{ minWidth: { sm: 320 } }}
        />
        <Button component={RouterLink} to={paths.adminNewProduct} variant="contained" startIcon={<AddIcon />}>
          {l.newProduct}
        </Button>
      </Stack>
      <TableScroller label={l.tabProducts}>
        <Table size="small" aria-label={l.tabProducts}>
          <TableHead>
            <TableRow>
              {[l.image, l.code, l.name, l.price, l.stock, l.waiting, l.status, l.actions].map((heading) => (
                <TableCell key={heading}>{heading}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.products.map((product) => (
              <ProductRow
                key={product._id}
                product={product}
                waiting={data.stockAlerts[product._id] ?? []}
                onDelete={setDoomed}
              />
            ))}
            {data?.products.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>{l.noProducts}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableScroller>
      <AdminTablePagination paging={paging} count={data?.productsCount ?? 0} label={l.rowsPerPage} />
      <ConfirmDelete
        name={doomed?.name}
        onClose={() => setDoomed(undefined)}
        onConfirm={() => doomed && act(() => remove.mutateAsync(doomed._id))}
      />
    </Stack>
  );
}

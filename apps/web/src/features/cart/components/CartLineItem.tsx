import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  type CartItem,
  colorValue,
  discountedPrice,
  format,
  isDiscountActive,
  lineAmount,
  moneyParts,
  paths,
  type Words,
} from '@shop/shared';
import { Link as RouterLink } from 'react-router';
import { Money } from '../../../components/Money';
import { QuantityStepper } from '../../../components/QuantityStepper';
import { useCartStore } from '../../../lib/cartStore';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import { usePriceView } from '../../../lib/money';

/** Why a line cannot be bought as it is (in the words of docs/product.md §7 if any); null if it can. */
function availabilityMessage(line: CartItem, messages: Words['messages']): string | null {
  switch (line.availability) {
    case 'productOutOfStock':
      return messages.outOfStockItem;
    case 'optionOutOfStock':
      return messages.outOfStockSizeColor;
    case 'optionGone':
      return messages.cartLineGone;
    case 'overStock':
      return format(messages.cartLineFewer, { available: line.Quantity });
    default:
      return null;
  }
}

const IMAGE_SIZE = { xs: 72, sm: 96 };

/** One cart line: picture, name, colour and size, stepper, price after discount, remove. */
export function CartLineItem({ line }: { line: CartItem }) {
  const updateQuantity = useCartStore((state) => state.updateQuantity);
  const removeItem = useCartStore((state) => state.removeItem);
  const { term, words: shell } = useLanguage();
  const view = usePriceView();
  // The unit prices beside the line's amount: the amount shown first only (dollars when shown).
  const unitPrice = (lbp: number) => moneyParts(lbp, view, shell.layout).main;
  const words = usePageWords();
  const { cart } = words;
  const problem = availabilityMessage(line, words.messages);
  const unit = discountedPrice(line.price, line.discountRate, line.isChecked);

  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '72px minmax(0, 1fr) auto', sm: '96px minmax(0, 1fr) auto' },
        columnGap: { xs: 1.5, sm: 2 },
        rowGap: 1,
        paddingBlock: 2,
        borderBlockEnd: '1px solid',
        borderColor: 'divider',
        alignItems: 'start',
      }}
    >
      <Box
        component="img"
        src={line.image || undefined}
        alt=""
        loading="lazy"
        sx={{
          inlineSize: IMAGE_SIZE,
          blockSize: IMAGE_SIZE,
          objectFit: 'cover',
          borderRadius: 2,
          backgroundColor: 'grey.100',
          gridRow: 'span 2',
        }}
      />
      <Box sx={{ minInlineSize: 0 }}>
        <Link
          component={RouterLink}
          to={paths.product(line.product)}
          underline="hover"
          sx={{ fontWeight: 650, color: 'text.primary', overflowWrap: 'anywhere' }}
        >
          {line.name}
        </Link>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 2,
            rowGap: 0.5,
            marginBlockStart: 0.5,
          }}
        >
          {line.color && (
            <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
              <Box
                aria-hidden
                sx={{
                  inlineSize: 14,
                  blockSize: 14,
                  borderRadius: '50%',
                  backgroundColor: colorValue(line.color),
                  border: 1,
                  borderColor: 'divider',
                }}
              />
              <Typography variant="body2" color="text.secondary">
                {format(cart.color, { color: term('colors', line.color) })}
              </Typography>
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            {format(cart.size, { size: term('sizes', line.size) })}
          </Typography>
        </Box>
        {problem && (
          <Typography
            variant="body2"
            role="status"
            sx={{ color: 'error.main', fontWeight: 600, marginBlockStart: 0.5 }}
          >
            {problem}
          </Typography>
        )}
      </Box>
      <IconButton
        aria-label={format(cart.remove, { name: line.name })}
        onClick={() => removeItem(line.product, line.color, line.size)}
        sx={{ marginBlockStart: -1, marginInlineEnd: -1 }}
      >
        <DeleteOutlineRoundedIcon />
      </IconButton>
      <Box
        sx={{
          gridColumn: { xs: '2 / 4', sm: '2 / 4' },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <QuantityStepper
          value={line.quantity}
          max={line.Quantity}
          label={format(cart.quantityOf, { name: line.name })}
          onChange={(quantity) => updateQuantity(line.product, line.color, line.size, quantity)}
        />
        {/* Kept at the end even when it wraps under the stepper on a narrow phone. */}
        <Box sx={{ textAlign: 'end', marginInlineStart: 'auto' }}>
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            <Money lbp={lineAmount(line)} />
          </Typography>
          {isDiscountActive(line) && (
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {`${line.quantity} × `}
              <del>
                <bdi>{unitPrice(line.price)}</bdi>
              </del>{' '}
              <bdi>{unitPrice(unit)}</bdi>
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}

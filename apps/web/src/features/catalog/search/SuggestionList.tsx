import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Suggestion } from '@shop/shared';
import { useLanguage } from '../../../lib/i18n';
import { optionId } from './highlight';

export interface SuggestionListProps {
  id: string;
  suggestions: readonly Suggestion[];
  active: number;
  /** Shown instead of the list when the search found nothing ('No result found for …'). */
  emptyText: string | undefined;
  onHighlight(index: number): void;
  onChoose(suggestion: Suggestion): void;
}

/** The live search's drop-down: picture, name, code and price of each suggestion (docs/product.md §3.3). */
export default function SuggestionList({
  id,
  suggestions,
  active,
  emptyText,
  onHighlight,
  onChoose,
}: SuggestionListProps) {
  const { price } = useLanguage();
  return (
    <Paper
      elevation={8}
      sx={{
        position: 'absolute',
        insetBlockStart: 'calc(100% + 6px)',
        insetInline: 0,
        zIndex: 1,
        overflow: 'hidden',
        borderRadius: 3,
      }}
    >
      <Box component="ul" role="listbox" id={id} sx={{ listStyle: 'none', margin: 0, padding: 0.5 }}>
        {suggestions.map((suggestion, index) => (
          <Box
            component="li"
            key={suggestion._id}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the text box, so the list stays open until the click completes.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHighlight(index)}
            onClick={() => onChoose(suggestion)}
            sx={{
              display: 'grid',
              gridTemplateColumns: '44px minmax(0, 1fr)',
              alignItems: 'center',
              gap: 1.5,
              padding: 0.75,
              borderRadius: 2,
              cursor: 'pointer',
              backgroundColor: index === active ? 'rgba(138, 59, 46, 0.09)' : 'transparent',
            }}
          >
            <Box
              component="img"
              src={suggestion.image ?? undefined}
              alt=""
              width={44}
              height={44}
              sx={{ borderRadius: 1.5, objectFit: 'cover', backgroundColor: '#efe7de', display: 'block' }}
            />
            <Box sx={{ minInlineSize: 0 }}>
              {/* dir="auto": a name left in English is cut at its own end on an Arabic page. */}
              <Typography noWrap dir="auto" sx={{ fontWeight: 600, fontSize: '0.9375rem', lineHeight: 1.35 }}>
                {suggestion.name}
              </Typography>
              <Typography
                noWrap
                sx={{ fontSize: '0.8125rem', color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
              >
                <bdi dir="ltr">{suggestion.productId}</bdi> · <bdi>{price(suggestion.price)}</bdi>
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      {emptyText && (
        <Typography
          sx={{ paddingInline: 2, paddingBlockEnd: 1.5, paddingBlockStart: 1, color: 'text.secondary' }}
        >
          {emptyText}
        </Typography>
      )}
    </Paper>
  );
}

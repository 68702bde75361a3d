import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format, IMAGE_LIMITS } from '@shop/shared';
import { useEffect, useRef, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useLanguage } from '../../../lib/i18n';
import { mirrorInRtl } from '../../../lib/mirror';
import { useAdminWords } from '../useAdminWords';
import type { ImageItem, ProductFormFields } from './formValues';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
let nextKey = 1;

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The product's pictures: previews in order (the first is the main one), drag to reorder (or the
 * arrow buttons, for the keyboard), remove; new files are checked for size before they are sent.
 */
export function ImagesEditor({ control }: { control: Control<ProductFormFields, unknown, unknown> }) {
  const { admin: l } = useAdminWords();
  const { message } = useLanguage();
  const { field, fieldState } = useController({ control, name: 'images' });
  const images = field.value;
  const input = useRef<HTMLInputElement>(null);
  const [dragged, setDragged] = useState<number>();
  const [tooLarge, setTooLarge] = useState<string>();

  // Preview URLs of new files are freed when the form goes away.
  const latest = useRef(images);
  latest.current = images;
  useEffect(
    () => () => {
      for (const image of latest.current) if (image.kind === 'new') URL.revokeObjectURL(image.url);
    },
    [],
  );

  const set = (next: ImageItem[]) => field.onChange(next);
  const add = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    const big = chosen.find((file) => file.size > IMAGE_LIMITS.maxBytes);
    setTooLarge(big ? format(l.fileTooLarge, { name: big.name }) : undefined);
    const fresh = chosen
      .filter((file) => file.size <= IMAGE_LIMITS.maxBytes)
      .map(
        (file): ImageItem => ({ kind: 'new', key: `new-${nextKey++}`, file, url: URL.createObjectURL(file) }),
      );
    set([...images, ...fresh].slice(0, IMAGE_LIMITS.maxFiles));
  };
  const remove = (index: number) => {
    const image = images[index];
    if (image?.kind === 'new') URL.revokeObjectURL(image.url);
    set(images.filter((_, i) => i !== index));
  };

  return (
    <Box>
      <Typography variant="subtitle1" component="h2" sx={{ marginBlockEnd: 1 }}>
        {l.images}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }} data-testid="image-previews">
        {images.map((image, index) => (
          <Box
            key={image.key}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragged !== undefined && dragged !== index) set(moved(images, dragged, index));
              setDragged(undefined);
            }}
            sx={{
              position: 'relative',
              inlineSize: 128,
              border: 1,
              borderColor: index === 0 ? 'primary.main' : 'divider',
              borderRadius: 1,
              padding: 0.5,
              cursor: 'grab',
              opacity: dragged === index ? 0.5 : 1,
            }}
          >
            <img
              src={image.url}
              alt={format(l.imageN, { n: index + 1 })}
              width={118}
              height={118}
              style={{ objectFit: 'cover', display: 'block', borderRadius: 4 }}
            />
            {index === 0 && (
              <Chip
                size="small"
                color="primary"
                label={l.mainImage}
                sx={{ position: 'absolute', insetBlockStart: 8, insetInlineStart: 8 }}
              />
            )}
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <IconButton
                size="small"
                disabled={index === 0}
                onClick={() => set(moved(images, index, index - 1))}
                aria-label={format(l.moveImageBack, { n: index + 1 })}
              >
                <ArrowBackIcon fontSize="small" sx={mirrorInRtl} />
              </IconButton>
              <IconButton
                size="small"
                color="error"
                onClick={() => remove(index)}
                aria-label={format(l.removeImage, { n: index + 1 })}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                disabled={index === images.length - 1}
                onClick={() => set(moved(images, index, index + 1))}
                aria-label={format(l.moveImageForward, { n: index + 1 })}
              >
                <ArrowForwardIcon fontSize="small" sx={mirrorInRtl} />
              </IconButton>
            </Stack>
          </Box>
        ))}
      </Stack>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        data-testid="image-input"
        onChange={(event) => {
          add(event.target.files);
          event.target.value = '';
        }}
      />
      <Button
        sx={{ marginBlockStart: 1.5 }}
        variant="outlined"
        startIcon={<PhotoLibraryIcon />}
        onClick={() => input.current?.click()}
        onBlur={field.onBlur}
      >
        {l.addImages}
      </Button>
      <FormHelperText error={fieldState.error !== undefined || tooLarge !== undefined}>
        {(fieldState.error?.message && message(fieldState.error.message)) ?? tooLarge ?? l.imagesHelp}
      </FormHelperText>
    </Box>
  );
}

import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { labels } from '../../lib/labels';

/**
 * Search box: Enter opens /search/{keyword}. (Live suggestions come with the catalogue feature.)
 * OutlinedInput rather than TextField: TextField drags Select and its menus into the first download.
 */
export function HeaderSearch() {
  const [keyword, setKeyword] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (trimmed) navigate(`/search/${encodeURIComponent(trimmed)}`);
  };

  return (
    <search style={{ inlineSize: '100%' }}>
      <form onSubmit={submit}>
        <OutlinedInput
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={labels.searchPlaceholder}
          size="small"
          fullWidth
          type="search"
          inputProps={{ 'aria-label': labels.search, enterKeyHint: 'search' }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
          sx={{ borderRadius: 999, backgroundColor: 'background.default' }}
        />
      </form>
    </search>
  );
}

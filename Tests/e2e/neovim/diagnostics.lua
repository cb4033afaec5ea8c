-- Headless Neovim as a real LSP client of `tablint lsp`: opens one storyboard, waits for the diagnostics the
-- server publishes, prints them as JSON on stdout, shuts the server down and exits 0 (1 on timeout).
-- Works on Debian 12's Neovim 0.7.2 (vim.lsp.start_client + buf_attach_client) and on 0.8+ (vim.lsp.start).
-- With LSP_SETUP, the client is set up by that Lua file instead (the README's snippet, in the tests).
--   LSP_SERVER_CMD='.build/debug/tablint lsp' LSP_FILE=Corpus/…/Main.storyboard \
--     nvim --headless -u NONE -c 'luafile Tests/e2e/neovim/diagnostics.lua'
local file = vim.fn.fnamemodify(vim.env.LSP_FILE, ':p')
local root = vim.fn.fnamemodify(vim.env.LSP_ROOT or vim.fn.fnamemodify(file, ':h'), ':p')
local timeout_ms = tonumber(vim.env.LSP_TIMEOUT_MS or '20000')

local function fail(message)
  io.stderr:write('diagnostics.lua: ' .. message .. '\n')
  vim.cmd('cquit 1')
end

if vim.env.LSP_SETUP then
  dofile(vim.env.LSP_SETUP)
  vim.cmd('filetype on')  -- what a normal start does after the user's config (-u NONE skips it)
else
  local cmd = vim.split(vim.env.LSP_SERVER_CMD, ' ', { trimempty = true })
  -- Storyboards and xibs get their own filetypes (0.7 consults vim.filetype.add only with do_filetype_lua).
  vim.g.do_filetype_lua = 1
  vim.filetype.add({ extension = { storyboard = 'storyboard', xib = 'xib' } })
  vim.cmd('filetype on')
  local client_id
  vim.api.nvim_create_autocmd('FileType', {
    pattern = { 'storyboard', 'xib' },
    callback = function(event)
      local config = { name = 'tablint', cmd = cmd, root_dir = root }
      if vim.lsp.start then
        client_id = vim.lsp.start(config)
      else
        client_id = client_id or vim.lsp.start_client(config)
        if client_id then vim.lsp.buf_attach_client(event.buf, client_id) end
      end
      if not client_id then fail('could not start ' .. table.concat(cmd, ' ')) end
    end,
  })
end

vim.cmd('edit ' .. vim.fn.fnameescape(file))
local buffer = vim.api.nvim_get_current_buf()
if not vim.wait(timeout_ms, function() return #vim.diagnostic.get(buffer) > 0 end, 20) then
  return fail('no diagnostics within ' .. timeout_ms .. ' ms (filetype ' .. vim.bo.filetype .. ')')
end

local found = {}
for _, d in ipairs(vim.diagnostic.get(buffer)) do
  local lsp = d.user_data and d.user_data.lsp or {}
  table.insert(found, {
    lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
    severity = d.severity, message = d.message, source = d.source, code = lsp.code,
  })
end
table.sort(found, function(a, b) return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col) end)
local v = vim.version()
io.stdout:write(vim.json.encode({ nvim = v.major .. '.' .. v.minor .. '.' .. v.patch, diagnostics = found }) .. '\n')

-- Clean shutdown of every client: `shutdown`, then `exit`.
local get_clients = vim.lsp.get_clients or vim.lsp.get_active_clients  -- get_clients from 0.10
for _, client in ipairs(get_clients()) do client.stop() end
vim.wait(5000, function() return #get_clients() == 0 end, 20)
vim.cmd('qa!')

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf, modulesOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic module: library and require (bare and quoted), a sourced file, a constant and a
// variable, documented functions with defaults, pipes of dplyr verbs, `pkg::fn` calls, a one-line
// function, an operator, a reference class with methods, S4 setClass/setGeneric/setMethod, S3 methods,
// `Class$new()` and `new("Class")`.
const SOURCE = `# Inventory helpers: load stock, price it and report.
library(dplyr)
library("readr")
require(stringr)
source("R/money.R")

DEFAULT_QTY <- 10L
tax_rate = 0.2

#' Read the stock table from a CSV file.
#' @param path Path to the file.
load_stock <- function(path, delim = ",") {
  raw <- readr::read_delim(path, delim = delim)
  validate_stock(raw)
  raw %>%
    mutate(sku = str_trim(sku)) %>%
    filter(qty >= 0)
}

validate_stock <- function(stock) {
  missing <- setdiff(c("sku", "price", "qty"), names(stock))
  if (length(missing) > 0) {
    stop("missing columns: ", paste(missing, collapse = ", "))
  }
  invisible(stock)
}

restock <- function(stock, minimum = 5) {
  low <- stock$qty < minimum
  stock$qty[low] <- DEFAULT_QTY
  stock
}

total_value <- function(stock) {
  sum(price_with_tax(stock$price, tax_rate) * stock$qty)
}

price_with_tax <- function(price, rate) round_cents(price * (1 + rate))

summarise_by_category <- function(stock) {
  stock %>%
    group_by(category) %>%
    summarise(value = total_value(cur_data()), items = n())
}

\`%+%\` <- function(a, b) paste0(a, b)

Stock <- setRefClass("Stock",
  fields = list(items = "data.frame"),
  methods = list(
    add = function(item) {
      items <<- rbind(items, item)
    },
    count = function() nrow(items)
  )
)

setClass("Item", representation(sku = "character", price = "numeric"))

setGeneric("describe", function(x, ...) standardGeneric("describe"))

setMethod("describe", "Item", function(x, ...) {
  cat(x@sku, format_money(x@price), "\\n")
})

print.inventory <- function(x, ...) {
  cat("Inventory of", nrow(x), "items\\n")
  report <- summarise_by_category(x)
  print(report)
  invisible(x)
}

format.inventory <- function(x, ...) sprintf("<inventory: %d items>", nrow(x))

new_inventory <- function(items) {
  stock <- Stock$new(items = items)
  first <- new("Item", sku = items$sku[1], price = items$price[1])
  stock$add(first)
  structure(list(stock = stock), class = "inventory")
}
`;

test('r: definitions', async () => {
  const tags = await tagsOf('r', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'DEFAULT_QTY', kind: 'constant', line: 7, signature: 'DEFAULT_QTY <- 10L' },
    { name: 'tax_rate', kind: 'variable', line: 8, signature: 'tax_rate = 0.2' },
    { name: 'load_stock', kind: 'function', line: 12, signature: 'load_stock <- function(path, delim = ",")' },
    { name: 'validate_stock', kind: 'function', line: 20, signature: 'validate_stock <- function(stock)' },
    { name: 'restock', kind: 'function', line: 28, signature: 'restock <- function(stock, minimum = 5)' },
    { name: 'total_value', kind: 'function', line: 34, signature: 'total_value <- function(stock)' },
    { name: 'price_with_tax', kind: 'function', line: 38, signature: 'price_with_tax <- function(price, rate)' },
    {
      name: 'summarise_by_category',
      kind: 'function',
      line: 40,
      signature: 'summarise_by_category <- function(stock)',
    },
    { name: '%+%', kind: 'function', line: 46, signature: '`%+%` <- function(a, b)' },
    { name: 'Stock', kind: 'class', line: 48, signature: 'Stock <- setRefClass' },
    { name: 'add', kind: 'method', line: 51, signature: 'add = function(item)' },
    { name: 'count', kind: 'method', line: 54, signature: 'count = function()' },
    {
      name: 'Item',
      kind: 'class',
      line: 58,
      signature: 'setClass("Item", representation(sku = "character", price = "numeric"))',
    },
    { name: 'describe', kind: 'function', line: 60, signature: 'setGeneric("describe", function(x, ...)' },
    { name: 'describe', kind: 'method', line: 62, signature: 'setMethod("describe", "Item", function(x, ...)' },
    { name: 'print.inventory', kind: 'function', line: 66, signature: 'print.inventory <- function(x, ...)' },
    { name: 'format.inventory', kind: 'function', line: 73, signature: 'format.inventory <- function(x, ...)' },
    { name: 'new_inventory', kind: 'function', line: 75, signature: 'new_inventory <- function(items)' },
  ]);
});

test('r: references', async () => {
  const tags = await tagsOf('r', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '2 import dplyr',
    '3 import readr',
    '4 import stringr',
    '13 call read_delim',
    '14 call validate_stock',
    '16 call mutate',
    '16 call str_trim',
    '17 call filter',
    '35 call price_with_tax',
    '38 call round_cents',
    '42 call group_by',
    '43 call cur_data',
    '43 call n',
    '43 call summarise',
    '43 call total_value',
    '52 call rbind',
    '58 call representation',
    '62 type Item',
    '63 call format_money',
    '68 call summarise_by_category',
    '76 new Stock',
    '77 new Item',
    '78 call add',
  ]);
  assert.deepEqual(modulesOf(tags), ['5 R/money.R']);
});

// What must not be tagged: locals (inside functions and in a top-level `if`), parameters, loop
// variables, anonymous functions, functions bound inside a function, base R's functions (names, list,
// mean, stopifnot, length, lapply, round, print). Calls of local functions are still calls.
const NOISE = `summarise_all <- function(df, cols = names(df)) {
  result <- list()
  for (col in cols) {
    values <- df[[col]]
    helper <- function(x) mean(x, na.rm = TRUE)
    result[[col]] <- helper(values)
  }
  stopifnot(length(result) > 0)
  lapply(result, function(v) round(v, 2))
}

if (interactive()) {
  local_value <- 3
  print(summarise_all(mtcars))
}
`;

test('r: no locals, parameters, loop variables or base functions', async () => {
  const tags = await tagsOf('r', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'summarise_all', kind: 'function', line: 1, signature: 'summarise_all <- function(df, cols = names(df))' },
  ]);
  assert.deepEqual(refsOf(tags), ['6 call helper', '14 call summarise_all']);
});

test('r: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'R/money.R': ['round_cents <- function(amount) round(amount * 100) / 100', ''].join('\n'),
      'R/invoice.R': ['invoice_total <- function(lines) {', '  round_cents(sum(lines$amount))', '}', ''].join('\n'),
    },
    'R/invoice.R -> R/money.R',
    /round_cents <- function\(amount\)/,
  );
});

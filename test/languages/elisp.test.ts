import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic package: `require`s (one inside eval-when-compile), a defgroup (no tag), a defcustom,
// defvar, defconst, defvar-local, a cl-defstruct with a named constructor, defuns, a defmacro with
// a backquoted body, a cl-defun with &key arguments, a defalias, a minor mode, hooks given
// `#'functions`, and `provide` (the feature that `require` imports).
// A definition's signature is its form's first line (the head up to where only the form's own
// paren is open).
const SOURCE = `;;; todo-board.el --- Show TODO items in a side board  -*- lexical-binding: t -*-

;;; Code:

(require 'cl-lib)
(require 'todo-board-parse)
(eval-when-compile (require 'subr-x))

(defgroup todo-board nil
  "Show TODO items in a side board."
  :group 'tools)

(defcustom todo-board-width 40
  "Width of the board window."
  :type 'integer)

(defvar todo-board--items nil
  "Items found by the last scan.")

(defconst todo-board-keywords '("TODO" "FIXME" "HACK"))

(defvar-local todo-board--overlay nil)

(cl-defstruct (todo-board-item (:constructor todo-board-item-create))
  file line text)

(defun todo-board-scan (&optional directory)
  "Scan DIRECTORY for TODO items and remember them."
  (interactive)
  (let ((root (or directory default-directory))
        (found '()))
    (dolist (file (todo-board-parse-files root))
      (setq found (append found (todo-board--items-in file))))
    (setq todo-board--items (cl-sort found #'string< :key #'todo-board-item-file))
    (todo-board-refresh)))

(defun todo-board--items-in (file)
  (cl-loop for (line . text) in (todo-board-parse-lines file todo-board-keywords)
           collect (todo-board-item-create :file file :line line :text text)))

(defmacro todo-board-with-window (&rest body)
  "Run BODY in the board window."
  (declare (indent 0))
  \`(with-selected-window (todo-board--window) ,@body))

(cl-defun todo-board-refresh (&key (focus t))
  (todo-board-with-window
    (erase-buffer)
    (mapc #'todo-board--insert todo-board--items)
    (when focus (goto-char (point-min)))))

(defalias 'todo-board-update #'todo-board-refresh)

(define-minor-mode todo-board-mode
  "Keep the TODO board up to date."
  :lighter " Todo"
  (if todo-board-mode
      (add-hook 'after-save-hook #'todo-board-scan nil t)
    (remove-hook 'after-save-hook #'todo-board-scan t)))

(provide 'todo-board)
;;; todo-board.el ends here
`;

test('elisp: definitions', async () => {
  const tags = await tagsOf('elisp', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'todo-board-width', kind: 'variable', line: 13, signature: '(defcustom todo-board-width 40' },
    { name: 'todo-board--items', kind: 'variable', line: 17, signature: '(defvar todo-board--items nil' },
    {
      name: 'todo-board-keywords',
      kind: 'constant',
      line: 20,
      signature: `(defconst todo-board-keywords '("TODO" "FIXME" "HACK"))`,
    },
    { name: 'todo-board--overlay', kind: 'variable', line: 22, signature: '(defvar-local todo-board--overlay nil)' },
    {
      name: 'todo-board-item',
      kind: 'struct',
      line: 24,
      signature: '(cl-defstruct (todo-board-item (:constructor todo-board-item-create))',
    },
    {
      name: 'todo-board-item-create',
      kind: 'function',
      line: 24,
      signature: '(cl-defstruct (todo-board-item (:constructor todo-board-item-create))',
    },
    { name: 'todo-board-scan', kind: 'function', line: 27, signature: '(defun todo-board-scan (&optional directory)' },
    { name: 'todo-board--items-in', kind: 'function', line: 37, signature: '(defun todo-board--items-in (file)' },
    {
      name: 'todo-board-with-window',
      kind: 'macro',
      line: 41,
      signature: '(defmacro todo-board-with-window (&rest body)',
    },
    {
      name: 'todo-board-refresh',
      kind: 'function',
      line: 46,
      signature: '(cl-defun todo-board-refresh (&key (focus t))',
    },
    {
      name: 'todo-board-update',
      kind: 'function',
      line: 52,
      signature: "(defalias 'todo-board-update #'todo-board-refresh)",
    },
    { name: 'todo-board-mode', kind: 'function', line: 54, signature: '(define-minor-mode todo-board-mode' },
    { name: 'todo-board', kind: 'module', line: 61, signature: "(provide 'todo-board)" },
  ]);
});

test('elisp: references', async () => {
  const tags = await tagsOf('elisp', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '5 import cl-lib',
    '6 import todo-board-parse',
    '7 call eval-when-compile',
    '7 import subr-x',
    '32 call dolist',
    '32 call todo-board-parse-files',
    '33 call append',
    '33 call todo-board--items-in',
    '34 call cl-sort',
    '34 call string<',
    '34 call todo-board-item-file',
    '35 call todo-board-refresh',
    '38 call cl-loop',
    '38 call line', // cl-loop's destructuring `(line . text)`: data in code position, read as a call
    '38 call todo-board-parse-lines',
    '39 call todo-board-item-create',
    '44 call todo-board--window',
    '47 call todo-board-with-window',
    '48 call erase-buffer',
    '49 call mapc',
    '49 call todo-board--insert',
    '50 call goto-char',
    '50 call point-min',
    '50 call when',
    '52 call todo-board-refresh',
    '58 call add-hook',
    '58 call todo-board-scan',
    '59 call remove-hook',
    '59 call todo-board-scan',
  ]);
});

// What must not be tagged: a `(defvar name)` without a value (a declaration), declare-function,
// parameters, let bindings, dolist and condition-case variables, cond clauses, condition names,
// pcase patterns, quoted data.
const NOISE = `;;; noise.el --- what is no tag  -*- lexical-binding: t -*-
(defvar other-package-variable)
(declare-function other-package-fn "other-package")

(defun noise-run (items &optional limit)
  (let ((count 0)
        total)
    (dolist (item items)
      (cond ((null item) nil)
            (limit (setq total limit))
            (t (setq count (1+ count)))))
    (condition-case err
        (funcall (lambda (x) x) count)
      (error (message "%s" err)))
    (pcase items
      (\`(,first . ,rest) (list first rest))
      ('nothing nil))
    '(quoted data)))
`;

test('elisp: no locals, parameters, clauses or quoted data', async () => {
  const tags = await tagsOf('elisp', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'noise-run', kind: 'function', line: 5, signature: '(defun noise-run (items &optional limit)' },
  ]);
  assert.deepEqual(refsOf(tags), [
    '8 call dolist',
    '9 call null',
    '11 call 1+',
    '13 call funcall',
    '14 call message',
    '15 call pcase',
    '16 call list',
  ]);
});

test('elisp: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'lisp/todo-parse.el':
        ";;; todo-parse.el  -*- lexical-binding: t -*-\n(defun todo-parse-lines (file)\n  (with-temp-buffer (insert-file-contents file) (buffer-string)))\n(provide 'todo-parse)\n",
      'lisp/todo-board.el':
        ";;; todo-board.el  -*- lexical-binding: t -*-\n(require 'todo-parse)\n(defun todo-board-scan (file)\n  (todo-parse-lines file))\n(provide 'todo-board)\n",
    },
    'lisp/todo-board.el -> lisp/todo-parse.el',
    '(defun todo-parse-lines (file)',
  );
});

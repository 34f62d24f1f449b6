; YAML outline (tree-sitter-yaml from @cursorless/tree-sitter-wasms 0.7.0): the keys at the top
; of each document (a workflow's `name`, `on`, `jobs`; a manifest's `apiVersion`, `kind`, `spec`);
; one level deeper only under `jobs` and `services` (a CI workflow's jobs, a Compose file's
; services), which are what such files are made of; and for a document that is a list (an Ansible
; playbook), the first key of each item (`- name: Install nginx`).

(document (block_node (block_mapping (block_mapping_pair key: (_) @name) @definition.key)))
((document (block_node (block_mapping (block_mapping_pair
  key: (_) @_section
  value: (block_node (block_mapping (block_mapping_pair key: (_) @name) @definition.key))))))
  (#any-of? @_section "jobs" "services"))
(document (block_node (block_sequence (block_sequence_item
  (block_node (block_mapping . (block_mapping_pair key: (_) @name) @definition.key))))))

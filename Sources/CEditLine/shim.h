// libedit's el_set, el_get and history are C variadic functions, which Swift
// cannot call. These fixed-arity wrappers are compiled into the importing module.
#include <stdio.h>
#include <histedit.h>

static inline FILE *hw_stdin(void) { return stdin; }
static inline FILE *hw_stdout(void) { return stdout; }
static inline FILE *hw_stderr(void) { return stderr; }

typedef char *(*hw_prompt_fn)(EditLine *);
typedef unsigned char (*hw_command_fn)(EditLine *, int);
typedef int (*hw_getc_fn)(EditLine *, wchar_t *);

static inline int hw_el_set_prompt(EditLine *el, hw_prompt_fn fn) {
  return el_set(el, EL_PROMPT, fn);
}
static inline int hw_el_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}
static inline int hw_el_set_signal(EditLine *el, int on) {
  return el_set(el, EL_SIGNAL, on);
}
static inline int hw_el_set_editmode(EditLine *el, int on) {
  return el_set(el, EL_EDITMODE, on);
}
static inline int hw_el_set_getcfn(EditLine *el, hw_getc_fn fn) {
  return el_set(el, EL_GETCFN, fn);
}
static inline int hw_el_set_prep_term(EditLine *el, int on) {
  return el_set(el, EL_PREP_TERM, on);
}
static inline int hw_el_set_refresh(EditLine *el) {
  return el_set(el, EL_REFRESH);
}
static inline int hw_el_set_clientdata(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}
static inline void *hw_el_get_clientdata(EditLine *el) {
  void *data = NULL;
  el_get(el, EL_CLIENTDATA, &data);
  return data;
}
static inline int hw_el_set_addfn(EditLine *el, const char *name, const char *help,
                                  hw_command_fn fn) {
  return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int hw_el_set_bind(EditLine *el, const char *key, const char *name) {
  return el_set(el, EL_BIND, key, name, (const char *)NULL);
}
static inline int hw_el_set_hist(EditLine *el, History *h) {
  return el_set(el, EL_HIST, history, h);
}
static inline int hw_history_setsize(History *h, HistEvent *ev, int size) {
  return history(h, ev, H_SETSIZE, size);
}
static inline int hw_history_setunique(History *h, HistEvent *ev, int on) {
  return history(h, ev, H_SETUNIQUE, on);
}
static inline int hw_history_enter(History *h, HistEvent *ev, const char *line) {
  return history(h, ev, H_ENTER, line);
}
static inline int hw_history_load(History *h, HistEvent *ev, const char *path) {
  return history(h, ev, H_LOAD, path);
}
static inline int hw_history_save(History *h, HistEvent *ev, const char *path) {
  return history(h, ev, H_SAVE, path);
}

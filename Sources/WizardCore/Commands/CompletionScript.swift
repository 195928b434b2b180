/// The shell scripts `hig-wizard completion SHELL` prints. They know nothing
/// of hig-wizard's commands: each passes the words typed so far to
/// `hig-wizard __complete` (the program that was typed, so that a copy not
/// on `PATH` completes too) and shows what comes back (see
/// ``ShellCompletions/lines``), so the commands, options, trees, questions
/// and sessions offered are always the program's own.
public enum CompletionScript {
  public enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  public static func text(for shell: Shell) -> String {
    switch shell {
    case .bash: bash
    case .zsh: zsh
    case .fish: fish
    }
  }

  static let bash = #"""
    # bash completion for hig-wizard: hig-wizard completion bash
    # Install as share/bash-completion/completions/hig-wizard, or source it.
    # A word as typed, without its shell quoting ('...', "...", backslashes)
    # and with a leading ~/ as $HOME/, in REPLY. Nothing else is expanded or
    # run.
    _hig_wizard_unquote() {
      local in=$1 out= quote= c i=0
      if [[ $in == "~" || $in == "~/"* ]]; then
        out=$HOME
        i=1
      fi
      for (( ; i < ${#in}; i++)); do
        c=${in:i:1}
        if [[ $quote == "'" ]]; then
          if [[ $c == "'" ]]; then quote=; else out+=$c; fi
        elif [[ $quote == '"' ]]; then
          if [[ $c == '"' ]]; then
            quote=
          elif [[ $c == '\' && ${in:i+1:1} == [\$\`\"\\] ]]; then
            ((i++)); out+=${in:i:1}
          else
            out+=$c
          fi
        elif [[ $c == "'" || $c == '"' ]]; then
          quote=$c
        elif [[ $c == '\' ]]; then
          ((i++)); out+=${in:i:1}
        else
          out+=$c
        fi
      done
      REPLY=$out
    }

    _hig_wizard() {
      # The words up to the cursor's, as bash split them: quotes kept, and split
      # at each '=' and ':' (COMP_WORDBREAKS), where hig-wizard wants
      # '--answer=ID=CHOICE' and 'file:with:colons' whole. A piece that touches
      # the one before it on the line (no blank between) at a '=' or a ':' is
      # glued back to it; then each word is unquoted. This needs nothing of
      # bash-completion, and does nothing where ':' is no word break.
      local -a words=()
      local i word previous= gap line=${COMP_LINE:0:COMP_POINT} REPLY
      for ((i = 0; i <= COMP_CWORD; i++)); do
        word=${COMP_WORDS[i]}
        # What lies between the piece before and this one on the line.
        if [[ -n $word ]]; then gap=${line%%"$word"*}; else gap=$line; fi
        line=${line:${#gap}+${#word}}
        ((i == 0)) && continue
        if [[ ${#words[@]} -gt 0 && -z $gap && -n $word \
          && ($word == [=:]* || $previous == *[=:]) ]]; then
          words[${#words[@]}-1]+=$word
        else
          words+=("$word")
        fi
        previous=$word
      done
      local -a args=()
      for word in "${words[@]}"; do
        _hig_wizard_unquote "$word"
        args+=("$REPLY")
      done
      local typed=${args[${#args[@]}-1]}
      local answer
      answer=$(command "${COMP_WORDS[0]}" __complete "${args[@]}" 2>/dev/null) || return
      local cur=${COMP_WORDS[COMP_CWORD]}
      # bash replaces only its own last word: what follows the last '=' or ':'.
      # Right after one, that word is the '=' or ':' itself, but what is
      # replaced is the empty text after it.
      [[ -n $cur && -z ${cur//[=:]/} ]] && cur=
      _hig_wizard_unquote "$cur"
      local before=${typed%"$REPLY"}
      local paths= nospace= prefix= value entry
      local -a values=() descriptions=()
      while IFS= read -r entry; do
        case $entry in
          :files) paths=files ;;
          :folders) paths=folders ;;
          :nospace) nospace=1 ;;
          ":prefix "*) prefix=${entry#:prefix } ;;
          ?*)
            value=${entry%%$'\t'*}
            value=${value#"$before"}
            # bash inserts a reply as it is, and the line then runs it: quoted
            # for the shell ($, `, ;, spaces), a session's name runs nothing.
            [[ -n $value ]] && printf -v value %q "$value"
            # A name offered twice (a session and a tree) is offered once.
            for word in "${values[@]}"; do [[ $word == "$value" ]] && continue 2; done
            values+=("$value")
            if [[ $entry == *$'\t'* ]]; then
              descriptions+=("${entry#*$'\t'}")
            else
              descriptions+=("")
            fi
            ;;
        esac
      done <<<"$answer"
      COMPREPLY=("${values[@]}")
      if [[ -n $paths ]]; then
        # The path is the whole word after the option's part (-orep, and
        # dir:with:colons/fi), unquoted; bash replaces its own last word only.
        local path=$typed kept=$prefix
        [[ -n $prefix && $path == "$prefix"* ]] && path=${path#"$prefix"}
        compopt -o filenames 2>/dev/null
        local flag=-f
        [[ $paths == folders ]] && flag=-d
        COMPREPLY=()
        while IFS= read -r entry; do
          entry=$kept$entry
          COMPREPLY+=("${entry#"$before"}")
        done < <(compgen $flag -- "$path")
        # bash marks a folder with '/' by looking the reply up, which fails
        # when the reply is only the part after a ':'.
        if [[ -n $before && ${#COMPREPLY[@]} -eq 1 && -d ${before#"$kept"}${COMPREPLY[0]} ]]; then
          COMPREPLY[0]+=/
          compopt -o nospace 2>/dev/null
        fi
        return
      fi
      [[ -n $nospace ]] && compopt -o nospace 2>/dev/null
      # Listing the candidates (a second Tab, or show-all-if-ambiguous), bash
      # shows each reply as it is: "value  -- description", as zsh and fish
      # show them. It inserts only what all replies share, which stops before
      # the descriptions (values differ, and %q leaves no blank in one). A
      # single reply, or menu-complete, inserts the value alone.
      case ${COMP_TYPE:-9} in
        33 | 63 | 64) ;;
        *) return ;;
      esac
      ((${#values[@]} > 1)) || return
      local width=0 columns=${COLUMNS:-80} line
      for value in "${values[@]}"; do ((${#value} > width)) && width=${#value}; done
      for i in "${!values[@]}"; do
        [[ -z ${descriptions[i]} ]] && continue
        printf -v line '%-*s  -- %s' "$width" "${values[i]}" "${descriptions[i]}"
        ((${#line} >= columns)) && line="${line:0:columns-4}..."
        COMPREPLY[i]=$line
      done
    }
    complete -F _hig_wizard hig-wizard

    """#

  static let zsh = #"""
    #compdef hig-wizard
    # zsh completion for hig-wizard: hig-wizard completion zsh
    # Install as _hig-wizard in a folder of $fpath, or source it after compinit.
    # The function has the file's name: loaded from $fpath, its first call
    # defines it again, and later calls go straight to it.
    _hig-wizard() {
      local -a entries described
      local entry value paths= nospace= prefix=
      # The words as typed, without their quoting ('my dir', my\ dir), and
      # with a leading ~ as $HOME.
      local -a typed
      typed=("${(@Q)words[2,CURRENT]}")
      entries=("${(@f)$(command ${words[1]} __complete "${(@)typed/#\~/$HOME}" 2>/dev/null)}")
      for entry in $entries; do
        case $entry in
          :files) paths=files ;;
          :folders) paths=folders ;;
          :nospace) nospace=1 ;;
          ":prefix "*) prefix=${entry#:prefix } ;;
          ?*)
            value=${entry%%$'\t'*}
            # A value without a description is listed alone (not "value --").
            if [[ -n ${entry#*$'\t'} ]]; then
              described+=("${value//:/\\:}:${entry#*$'\t'}")
            else
              described+=("${value//:/\\:}")
            fi
            ;;
        esac
      done
      # A path attached to its option (--output=rep, -orep): the option's
      # part stays, and the path after it is completed.
      [[ -n $prefix ]] && compset -P "${(b)prefix}"
      if [[ $paths == files ]]; then
        _files
      elif [[ $paths == folders ]]; then
        _files -/
      elif [[ -n $nospace ]]; then
        _describe -t values hig-wizard described -S ''
      else
        _describe -t values hig-wizard described
      fi
    }
    if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
      _hig-wizard "$@"
    else
      compdef _hig-wizard hig-wizard
    fi

    """#

  static let fish = #"""
    # fish completion for hig-wizard: hig-wizard completion fish
    # Install as vendor_completions.d/hig-wizard.fish, or source it.
    function __hig_wizard_complete
        # The words before the cursor come unescaped; the one being typed
        # comes as typed ('my\ d'), so it is unescaped too.
        set -l current (commandline -ct | string unescape)
        # A leading ~ is the home folder, before the cursor as in the tree
        # folders given there.
        set -l words (string replace -r -- '^~(?=/|$)' $HOME (commandline -opc)) "$current"
        # A path attached to its option (--output=rep, -orep) is completed
        # after the option's part, which each candidate keeps in front.
        set -l prefix ''
        for entry in (command $words[1] __complete $words[2..-1] 2>/dev/null)
            switch $entry
                case ':prefix *'
                    set prefix (string sub -s 9 -- $entry)
                case :files :folders
                    set -l path (string sub -s (math (string length -- "$prefix") + 1) -- "$current")
                    set -l paths __fish_complete_path
                    test $entry = :folders; and set paths __fish_complete_directories
                    for found in ($paths "$path")
                        echo "$prefix$found"
                    end
                case :nospace
                case '*'
                    echo $entry
            end
        end
    end
    complete -c hig-wizard -f -a '(__hig_wizard_complete)'

    """#
}

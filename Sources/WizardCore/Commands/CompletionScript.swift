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
    _hig_wizard() {
      # The words as typed up to the cursor: bash splits '--answer=ID=CHOICE'
      # at each '=' (COMP_WORDBREAKS), hig-wizard wants them whole.
      local line=${COMP_LINE:0:COMP_POINT}
      local -a words
      read -ra words <<<"$line"
      if [[ -z $line || $line == *[[:space:]] ]]; then words+=(""); fi
      local typed=${words[${#words[@]}-1]}
      local answer
      answer=$(command "${COMP_WORDS[0]}" __complete "${words[@]:1}" 2>/dev/null) || return
      local cur=${COMP_WORDS[COMP_CWORD]}
      # bash replaces only its own last word: what follows the last '='.
      local before=${typed%"$cur"}
      local paths= nospace= value entry
      COMPREPLY=()
      while IFS= read -r entry; do
        case $entry in
          :files) paths=files ;;
          :folders) paths=folders ;;
          :nospace) nospace=1 ;;
          ?*)
            value=${entry%%$'\t'*}
            COMPREPLY+=("${value#"$before"}")
            ;;
        esac
      done <<<"$answer"
      if [[ $paths == files ]]; then
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -f -- "$cur")
      elif [[ $paths == folders ]]; then
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -d -- "$cur")
      elif [[ -n $nospace ]]; then
        compopt -o nospace 2>/dev/null
      fi
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
      local entry value paths= nospace=
      entries=("${(@f)$(command ${words[1]} __complete "${(@)words[2,CURRENT]}" 2>/dev/null)}")
      for entry in $entries; do
        case $entry in
          :files) paths=files ;;
          :folders) paths=folders ;;
          :nospace) nospace=1 ;;
          ?*)
            value=${entry%%$'\t'*}
            described+=("${value//:/\\:}:${entry#*$'\t'}")
            ;;
        esac
      done
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
        set -l words (commandline -opc) (commandline -ct)
        for entry in (command $words[1] __complete $words[2..-1] 2>/dev/null)
            switch $entry
                case :files
                    __fish_complete_path (commandline -ct)
                case :folders
                    __fish_complete_directories (commandline -ct)
                case :nospace
                case '*'
                    echo $entry
            end
        end
    end
    complete -c hig-wizard -f -a '(__hig_wizard_complete)'

    """#
}

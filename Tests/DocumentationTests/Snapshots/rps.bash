# bash completion for rps(6): its options, and the values of those that take one.
# Installed as share/bash-completion/completions/rps; bash-completion loads it on first use.

# One line an option: its name, then the values to offer. A name alone takes no value; a
# value in angle brackets is typed by the player (<file> offers file names, others nothing).
# `make` writes the lines from the settings table (Tools/rps-docs) where @options stands.
_rps_options='
--lang en ko
--verbosity brief normal verbose
--hear move-off move-on countdown-off countdown-on score-off score-on streaks-off streaks-on milestones-off milestones-on match-point-off match-point-on figures-off figures-on attack-off attack-on
--game rps mukjjippa minus-one lizard-spock
--match off 3 5 7
--emoji
--no-emoji
--color auto always never
--no-color
--bell
--no-bell
--speak
--no-speak
--sound
--no-sound
--delay <seconds>
--transcript <file>
--seed <number>
--speech-rate <words-a-minute>
--volume <percent>
--prompt on off
--web
--no-web
--keys
--no-keys
--help
-h
--version
--no-config
'

_rps() {
    local cur=${COMP_WORDS[COMP_CWORD]}
    local prev=""
    ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
    local option=$prev prefix=""
    # --name=value: bash breaks words at '=', so '=' is the word before or the current word.
    if [[ $cur == "=" ]]; then
        option=$prev
        cur=""
    elif [[ $prev == "=" ]] && ((COMP_CWORD > 1)); then
        option=${COMP_WORDS[COMP_CWORD - 2]}
    elif [[ $cur == --*=* ]]; then  # COMP_WORDBREAKS without '='
        option=${cur%%=*}
        prefix=$option=
        cur=${cur#*=}
    fi

    local name values names=()
    while read -r name values; do
        [[ -n $name ]] || continue
        names+=("$name")
        if [[ $name == "$option" && -n $values ]]; then
            case $values in
                "<file>"*)
                    compopt -o filenames 2>/dev/null
                    mapfile -t COMPREPLY < <(compgen -f -- "$cur")
                    ;;
                "<"*) COMPREPLY=() ;;
                *) mapfile -t COMPREPLY < <(compgen -W "$values" -- "$cur") ;;
            esac
            [[ -n $prefix ]] && COMPREPLY=("${COMPREPLY[@]/#/$prefix}")
            return 0
        fi
    done <<<"$_rps_options"

    mapfile -t COMPREPLY < <(compgen -W "${names[*]}" -- "$cur")
    return 0
}

complete -F _rps rps
